import { unstableSetRender } from 'antd-mobile'
import { createRoot, type Root } from 'react-dom/client'

type Container = (Element | DocumentFragment) & { __bourseRoot?: Root }

/**
 * antd-mobile 5 renders its imperative Toast / Dialog with React 18's `render`, which React 19 removed; its
 * documented fix (mobile.ant.design/guide/v5-for-19) is to hand it a `createRoot` renderer.
 */
export const installAntdRender = (): void => {
  unstableSetRender((node, container: Container) => {
    container.__bourseRoot ??= createRoot(container)
    const root = container.__bourseRoot
    root.render(node)
    return async () => {
      await new Promise((done) => setTimeout(done, 0))
      root.unmount()
    }
  })
}
