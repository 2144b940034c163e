interface FieldProps {
    readonly id: string;
    readonly label: string;
    readonly value: string;
    readonly onChange: (value: string) => void;
    readonly type?: 'text' | 'password' | 'tel';
    readonly inputMode?: 'numeric' | 'decimal' | 'text' | 'tel';
    readonly autoComplete?: string;
}
/** A labelled text input, 44 px or taller. */
export declare const Field: ({ id, label, value, onChange, type, inputMode, autoComplete }: FieldProps) => import("react").JSX.Element;
export {};
//# sourceMappingURL=Field.d.ts.map