/** The visitor's half-height bottom sheet: welcome, product name, log in, register (trading spec §2). */
export declare const LoginPromptSheet: ({ visible, onClose }: {
    visible: boolean;
    onClose: () => void;
}) => import("react").JSX.Element;
//# sourceMappingURL=LoginPromptSheet.d.ts.map