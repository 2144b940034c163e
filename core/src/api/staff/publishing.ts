import { Schema } from 'effect'
import { Id } from '../wireAtoms.js'

/** Visible text: not blank, no control characters other than line breaks and tabs, at most `max` characters. */
const Text = (max: number, identifier: string) =>
  Schema.String.pipe(
    Schema.maxLength(max),
    Schema.pattern(/^(?:[^\p{Cc}]|[\n\r\t])*$/u),
    Schema.filter((text) => text.trim() !== '', { message: () => 'blank' }),
  ).annotations({ identifier })

/** An image address for a news item or article: an https URL or a site path, at most 500 characters. */
const ImageAddress = Schema.String.pipe(Schema.pattern(/^(https:\/\/|\/)[\x21-\x7e]{0,498}$/)).annotations({
  identifier: 'ImageAddress',
})

/** `POST /staff-api/news/publish` (admin): a news item in list 1 (news), 2 (economy) or 4 (7x24). */
export const PublishNewsPayload = Schema.Struct({
  type: Schema.Literal(1, 2, 4),
  title: Text(200, 'NewsTitle'),
  content: Text(20_000, 'NewsContent'),
  summary: Schema.optional(Text(500, 'NewsSummary')),
  imgurl: Schema.optional(ImageAddress),
})

/** `POST /staff-api/articles/publish` (admin): an article or announcement of `/api/art/*`. */
export const PublishArticlePayload = Schema.Struct({
  artTitle: Text(200, 'ArticleTitle'),
  author: Text(64, 'ArticleAuthor'),
  artSummary: Text(500, 'ArticleSummary'),
  artCnt: Text(20_000, 'ArticleContent'),
  artImg: Schema.optional(ImageAddress),
})

/** What a publication answers: the new item's id, as the public list and detail calls know it. */
export const Published = Schema.Struct({ id: Id })
