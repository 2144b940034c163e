import { type NewsType } from '@bourse/react-hooks';
/** News, Economy or 7x24 items: time, title and (for News) the image; a tap opens /newPage?newItem=id. */
export declare const NewsList: ({ type }: {
    type: NewsType;
}) => import("react").JSX.Element;
//# sourceMappingURL=NewsList.d.ts.map