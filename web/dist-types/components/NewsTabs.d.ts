import { type NewsType } from '@bourse/react-hooks';
/** The News / Economy / 7x24 tabs; a tab change resets the list (trading spec §4). */
export declare const NewsTabs: ({ initial }: {
    initial?: NewsType;
}) => import("react").JSX.Element;
//# sourceMappingURL=NewsTabs.d.ts.map