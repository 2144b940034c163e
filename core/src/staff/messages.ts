import type { MessageTable } from '../messages/Texts.js'

/** Texts of the staff back office (sign-in, roles, reviews, adjustments). */
export const staffMessages = {
  staffNotSignedIn: {
    en: 'Staff sign-in required',
    'zh-CN': '请先以员工身份登录',
    'zh-TW': '請先以員工身分登入',
  },
  staffRoleRefused: {
    en: 'Your role may not do this',
    'zh-CN': '您的角色无权执行此操作',
    'zh-TW': '您的角色無權執行此操作',
  },
  staffLoginFailed: {
    en: 'Incorrect login name or password ({left} attempts left)',
    'zh-CN': '登录名或密码错误（还可尝试 {left} 次）',
    'zh-TW': '登入名或密碼錯誤（還可嘗試 {left} 次）',
  },
  staffLoginLocked: {
    en: 'Too many failed sign-ins: this login is locked, try again in {minutes} minutes',
    'zh-CN': '登录失败次数过多，该账号已锁定，请 {minutes} 分钟后再试',
    'zh-TW': '登入失敗次數過多，該帳號已鎖定，請 {minutes} 分鐘後再試',
  },
  staffPasswordTooShort: {
    en: 'A staff password needs at least {min} characters',
    'zh-CN': '员工密码至少需要 {min} 个字符',
    'zh-TW': '員工密碼至少需要 {min} 個字元',
  },
  staffNameTaken: {
    en: 'This login name is already in use',
    'zh-CN': '该登录名已被使用',
    'zh-TW': '該登入名已被使用',
  },
  staffUnknown: { en: 'No such staff member', 'zh-CN': '没有该员工', 'zh-TW': '沒有該員工' },
  staffCannotDisableSelf: {
    en: 'You cannot disable your own account',
    'zh-CN': '不能停用自己的账号',
    'zh-TW': '不能停用自己的帳號',
  },
  staffUserUnknown: {
    en: 'No investor with this phone number',
    'zh-CN': '没有该手机号的投资者',
    'zh-TW': '沒有該手機號的投資者',
  },
  staffReasonRequired: {
    en: 'A reason is required',
    'zh-CN': '必须填写原因',
    'zh-TW': '必須填寫原因',
  },
  staffSettingUnknown: {
    en: 'Unknown setting {name}',
    'zh-CN': '未知的设置项 {name}',
    'zh-TW': '未知的設定項 {name}',
  },
  staffSettingInvalid: {
    en: 'The value is not valid for {name}',
    'zh-CN': '{name} 的取值无效',
    'zh-TW': '{name} 的取值無效',
  },
  adjustmentUnknown: { en: 'No such adjustment', 'zh-CN': '没有该调整', 'zh-TW': '沒有該調整' },
  adjustmentAmountZero: {
    en: 'An adjustment must move money: the amount may not be 0',
    'zh-CN': '调整金额不能为 0',
    'zh-TW': '調整金額不能為 0',
  },
  adjustmentAlreadyDecided: {
    en: 'This adjustment has already been decided',
    'zh-CN': '该调整已处理',
    'zh-TW': '該調整已處理',
  },
  adjustmentSameAdmin: {
    en: 'A second admin must approve an adjustment',
    'zh-CN': '调整须由另一位管理员批准',
    'zh-TW': '調整須由另一位管理員批准',
  },
  adjustmentWouldOverdraw: {
    en: 'Warning: booked now, this takes the {account} available balance from {available} to {after}; approval will be refused unless the balance rises first',
    'zh-CN': '警告：若现在入账，{account} 可用余额将从 {available} 变为 {after}；除非余额先行增加，否则批准将被拒绝',
    'zh-TW': '警告：若現在入帳，{account} 可用餘額將從 {available} 變為 {after}；除非餘額先行增加，否則批准將被拒絕',
  },
  adjustmentSummary: {
    en: 'Balance adjustment: {reason}',
    'zh-CN': '余额调整：{reason}',
    'zh-TW': '餘額調整：{reason}',
  },
  staffRolesForbidden: {
    en: '{first} and {second} may not be held by one member',
    'zh-CN': '同一员工不能同时拥有 {first} 和 {second} 角色',
    'zh-TW': '同一員工不能同時擁有 {first} 和 {second} 角色',
  },
  keysRotationInProgress: {
    en: 'The last key rotation of this data is still resealing records; try again when /keys/status shows none waiting',
    'zh-CN': '上一次密钥轮换仍在重新加密记录；请在 /keys/status 显示无待处理记录后再试',
    'zh-TW': '上一次金鑰輪換仍在重新加密記錄；請在 /keys/status 顯示無待處理記錄後再試',
  },
  proposalUnknown: { en: 'No such proposal', 'zh-CN': '没有该提议', 'zh-TW': '沒有該提議' },
  proposalAlreadyDecided: {
    en: 'This proposal has already been decided',
    'zh-CN': '该提议已处理',
    'zh-TW': '該提議已處理',
  },
  proposalStale: {
    en: 'Proposal {id} was made when {name} was {previous}; another approval has made it {current} since. Propose again from the value in force',
    'zh-CN': '提议 {id} 提出时 {name} 为 {previous}；此后另一项批准已将其改为 {current}。请基于当前值重新提出',
    'zh-TW': '提議 {id} 提出時 {name} 為 {previous}；此後另一項批准已將其改為 {current}。請依目前的值重新提出',
  },
  proposalSameAdmin: {
    en: 'A different admin must approve this proposal',
    'zh-CN': '该提议须由另一位管理员批准',
    'zh-TW': '該提議須由另一位管理員批准',
  },
  proposalAboutApprover: {
    en: 'You may not approve a proposal about yourself',
    'zh-CN': '不能批准与自己有关的提议',
    'zh-TW': '不能批准與自己有關的提議',
  },
  proposalApproverTooNew: {
    en: 'Only an admin who was already active when this was proposed may approve it',
    'zh-CN': '只有在提议提出前已在任的管理员才能批准',
    'zh-TW': '只有在提議提出前已在任的管理員才能批准',
  },
  staffAlreadyEnabled: {
    en: 'This staff member is not disabled',
    'zh-CN': '该员工未被停用',
    'zh-TW': '該員工未被停用',
  },
  staffRolesAlreadyHeld: {
    en: 'This staff member already holds these roles',
    'zh-CN': '该员工已拥有这些角色',
    'zh-TW': '該員工已擁有這些角色',
  },
  settingNeedsProposal: {
    en: '{name} is a money setting: propose the change, and a second admin approves it',
    'zh-CN': '{name} 是资金类设置：请提出变更，由另一位管理员批准',
    'zh-TW': '{name} 是資金類設定：請提出變更，由另一位管理員批准',
  },
  staffSessionUnknown: {
    en: 'This investor has no such session',
    'zh-CN': '该投资者没有此会话',
    'zh-TW': '該投資者沒有此工作階段',
  },
  staffDaysReversed: {
    en: 'The first day comes after the last day',
    'zh-CN': '开始日期晚于结束日期',
    'zh-TW': '開始日期晚於結束日期',
  },
  staffDayAhead: {
    en: 'The first day {day} has not come yet (today is {today}, UTC)',
    'zh-CN': '开始日期 {day} 尚未到来（今天是 {today}，UTC）',
    'zh-TW': '開始日期 {day} 尚未到來（今天是 {today}，UTC）',
  },
  staffDone: { en: 'Done', 'zh-CN': '已完成', 'zh-TW': '已完成' },
} as const satisfies MessageTable
