/** An agreement or announcement body, one paragraph per sentence as core's `paragraphsOf` cut it. */
export const Paragraphs = ({ paragraphs, label }: { paragraphs: readonly string[]; label: string }) => (
  <article className="card" aria-label={label}>
    {paragraphs.map((paragraph, index) => (
      // Sentences may repeat, so the index is part of the key.
      // biome-ignore lint/suspicious/noArrayIndexKey: the list is static for a given text
      <p className="paragraph" key={index}>
        {paragraph}
      </p>
    ))}
  </article>
)
