import { Schema } from 'effect'
import { Id, Time } from './wireAtoms.js'

/** A news item of `/api/news/list.do`; `sample` marks the seeded sample articles (DECISIONS §13). */
export const NewsItem = Schema.Struct({
  id: Id,
  /** 1 news, 2 economy, 4 7x24 (the spec's list types). */
  type: Schema.Literal(1, 2, 4),
  title: Schema.String,
  content: Schema.String,
  imgurl: Schema.NullOr(Schema.String),
  addTime: Time,
  showTime: Time,
  sample: Schema.Boolean,
})

/** An article or announcement (`/api/art/*`). */
export const Article = Schema.Struct({
  id: Id,
  artTitle: Schema.String,
  author: Schema.String,
  artSummary: Schema.String,
  artCnt: Schema.String,
  artImg: Schema.NullOr(Schema.String),
  addTime: Time,
})
