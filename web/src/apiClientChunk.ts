// The API client with core's endpoint schemas (effect Schema): its own chunk, loaded by `lazyApiClient`.
export { createApiClient } from '@bourse/react-hooks'
