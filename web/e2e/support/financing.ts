import type { Page } from 'playwright-core'
import { callAsUser } from './callAsUser.js'
import { signInStaff } from './staffApi.js'

/**
 * Applies for the first financing product with `margin` at `lever` as the signed-in investor of `page`, and has the
 * demo finance staff approve it over the staff API; answers the application's id.
 */
export const approvedFinancing = async (
  page: Page,
  baseUrl: string,
  margin: string,
  lever: string,
): Promise<number> => {
  const products = await callAsUser(page, '/user/funds/getFundsTypeList.do', {})
  const [product] = products.data as unknown as { id: number }[]
  if (!product) throw new Error('no financing product')
  const applied = await callAsUser(page, '/user/funds/addFundsApply.do', { typeId: String(product.id), margin, lever })
  if (applied.status !== 0) throw new Error(`financing refused: ${applied.msg}`)
  const finance = await signInStaff(baseUrl, 'finance')
  const queue = (await finance('GET', '/financing/queue')) as { data: { id: number }[] }
  const application = queue.data[0]
  if (!application) throw new Error('no application in the queue')
  const approved = await finance('POST', '/financing/approve', { id: application.id })
  if (approved.status !== 0) throw new Error(`approval refused: ${approved.msg}`)
  return application.id
}
