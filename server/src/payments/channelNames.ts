import type { Language } from '@bourse/core'
import type { PaymentChannel } from './PaymentProvider.js'

/** The names of the channels this server offers, in the three interface languages, by channel type. */
const channelNames: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  sandbox: { en: 'Sandbox (simulated payment)', 'zh-CN': '沙盒（模拟支付）', 'zh-TW': '沙盒（模擬支付）' },
}

/** A pay channel's name in `language`; a channel of another provider keeps the name it was given. */
export const channelNameIn = (channel: PaymentChannel, language: Language): string =>
  channelNames[channel.channelType]?.[language] ?? channel.channelName
