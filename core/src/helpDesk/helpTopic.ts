/** What a help request is about (DECISIONS §22), in the order the form offers them. */
export const helpTopics = ['deposit', 'withdrawal', 'realName', 'bankCard', 'trading', 'account', 'other'] as const

export type HelpTopic = (typeof helpTopics)[number]

/** True for one of the seven topics. */
export const isHelpTopic = (value: string): value is HelpTopic => (helpTopics as readonly string[]).includes(value)

/** The catalogue key of a topic's name: `helpTopicKey('deposit')` is `helpTopic_deposit` ("Deposit", "充值"). */
export const helpTopicKey = (topic: HelpTopic) => `helpTopic_${topic}` as const
