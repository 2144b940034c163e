/** /register: phone, password twice, invitation code; success goes to /login after 1 s (spec 001 §4). */
export declare const RegisterPage: () => import("react").JSX.Element;
//# sourceMappingURL=RegisterPage.d.ts.map