export { defaultSettings, formatSiteLever, parseSiteLever, type Settings } from './Settings.js'
export {
  type BoundEnd,
  type BoundedSettingName,
  boundOf,
  firstValuesOutside,
  isBoundedSetting,
  isMoneySetting,
  type SettingBound,
  type SettingKind,
  settingBounds,
  spreadRateBound,
  stepOf,
} from './settingBounds.js'
export { changeSetting, settingsTogetherRefusal } from './settingsTogether.js'
export { boundRefusal, readSettingValue, settingText, within } from './settingValue.js'
