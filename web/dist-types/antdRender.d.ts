/**
 * antd-mobile 5 renders its imperative Toast / Dialog with React 18's `render`, which React 19 removed; its
 * documented fix (mobile.ant.design/guide/v5-for-19) is to hand it a `createRoot` renderer.
 */
export declare const installAntdRender: () => void;
//# sourceMappingURL=antdRender.d.ts.map