import { useWatchLabels } from './watchLabels.js'

/** Why the server (or core) would not save a form, kept on screen until the next try. */
export const Refusal = ({ text }: { text: string | undefined }) => {
  const labels = useWatchLabels()
  if (text === undefined || text === '') return null
  return (
    <p className="watch-refusal" role="alert" data-testid="watch-refusal">
      <strong>{labels.notSaved}:</strong> {text}
    </p>
  )
}
