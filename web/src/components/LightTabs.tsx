import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import './lightTabs.css'

interface TabProps {
  readonly title: ReactNode
  readonly children?: ReactNode
}

/** One tab: its title in the strip and, while active, its content. */
const Tab = (_: TabProps) => null

interface TabsProps {
  readonly activeKey: string
  readonly onChange: (key: string) => void
  readonly children: ReactNode
}

/** A tab's key as written (`Children.toArray` prefixes it with ".$"). */
const keyOf = (element: ReactElement) => String(element.key ?? '').replace(/^\.\$/, '')

/**
 * antd-mobile's `Tabs` (same markup and class names, `Tabs.Tab` children) without its moving line: antd measures
 * each title's offsets to place the line on every render, resize and change of the titles (counts, answers), each a
 * forced layout on the main thread while a screen's answers arrive (issue 23's Lighthouse profile). Here the active
 * title is underlined by CSS; the strip scrolls natively.
 */
export const Tabs = Object.assign(
  ({ activeKey, onChange, children }: TabsProps) => {
    const tabs = Children.toArray(children).filter(isValidElement) as ReactElement<TabProps>[]
    const active = tabs.find((tab) => keyOf(tab) === activeKey)
    return (
      <div className="adm-tabs light-tabs">
        <div className="adm-tabs-header">
          <div className="adm-tabs-tab-list" role="tablist">
            {tabs.map((tab) => {
              const key = keyOf(tab)
              const selected = key === activeKey
              return (
                <div
                  key={key}
                  className="adm-tabs-tab-wrapper"
                  role="tab"
                  aria-selected={selected}
                  tabIndex={0}
                  onClick={() => !selected && onChange(key)}
                  onKeyDown={(event) => event.key === 'Enter' && !selected && onChange(key)}
                >
                  <div className={selected ? 'adm-tabs-tab adm-tabs-tab-active' : 'adm-tabs-tab'}>
                    {tab.props.title}
                  </div>
                </div>
              )
            })}
          </div>
        </div>
        {active?.props.children !== undefined && <div className="adm-tabs-content">{active.props.children}</div>}
      </div>
    )
  },
  { Tab },
)
