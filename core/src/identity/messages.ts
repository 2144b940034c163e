import type { MessageTable } from '../messages/Texts.js'

/** Texts of identity, real-name (KYC) and bank-card refusals; English wording from spec 001 §5 where it gives one. */
export const identityMessages = {
  identityPhoneRequired: {
    en: 'Please enter your phone number',
    'zh-CN': '请输入手机号',
    'zh-TW': '請輸入手機號',
  },
  identityPhoneInvalid: {
    en: 'Please enter a 10-digit phone number starting with 6, 7, 8 or 9',
    'zh-CN': '请输入以 6、7、8 或 9 开头的 10 位手机号',
    'zh-TW': '請輸入以 6、7、8 或 9 開頭的 10 位手機號',
  },
  identityPasswordRequired: {
    en: 'Please enter your password',
    'zh-CN': '请输入密码',
    'zh-TW': '請輸入密碼',
  },
  identityPasswordTooShort: {
    en: 'Password: at least 6 characters (letters, digits or !@#$%^&*.)',
    'zh-CN': '密码至少 6 位（字母、数字或 !@#$%^&*.）',
    'zh-TW': '密碼至少 6 位（字母、數字或 !@#$%^&*.）',
  },
  identityPasswordInvalid: {
    en: 'Password: 6 to 12 letters, digits or !@#$%^&*.',
    'zh-CN': '密码为 6 到 12 位字母、数字或 !@#$%^&*.',
    'zh-TW': '密碼為 6 到 12 位字母、數字或 !@#$%^&*.',
  },
  identityEmailInvalid: {
    en: 'Please enter a correct e-mail address',
    'zh-CN': '请输入正确的邮箱地址',
    'zh-TW': '請輸入正確的郵箱地址',
  },
  identityIdNumberTaken: {
    en: 'This ID number is already registered to another account',
    'zh-CN': '该证件号码已被其他账户使用',
    'zh-TW': '該證件號碼已被其他帳戶使用',
  },
  identityRealNameRequired: {
    en: 'Please enter your real name',
    'zh-CN': '请输入真实姓名',
    'zh-TW': '請輸入真實姓名',
  },
  identityIdNumberRequired: {
    en: 'Please enter your ID number',
    'zh-CN': '请输入证件号码',
    'zh-TW': '請輸入證件號碼',
  },
  identityAadhaarInvalid: {
    en: 'Please enter a correct Aadhaar number (12 digits)',
    'zh-CN': '请输入正确的 Aadhaar 号码（12位数字）',
    'zh-TW': '請輸入正確的 Aadhaar 號碼（12位數字）',
  },
  identityPanInvalid: {
    en: 'Please enter a correct PAN (5 letters, 4 digits, 1 letter)',
    'zh-CN': '请输入正确的 PAN（5个字母、4位数字、1个字母）',
    'zh-TW': '請輸入正確的 PAN（5個字母、4位數字、1個字母）',
  },
  identityCnIdInvalid: {
    en: 'Please enter a correct ID card number',
    'zh-CN': '请输入正确的身份证号码',
    'zh-TW': '請輸入正確的身分證號碼',
  },
  identityFrontImageRequired: {
    en: 'please upload your front id card',
    'zh-CN': '请上传身份证正面',
    'zh-TW': '請上傳身分證正面',
  },
  identityBackImageRequired: {
    en: 'please upload your id card',
    'zh-CN': '请上传身份证背面',
    'zh-TW': '請上傳身分證背面',
  },
  identityImageTooLarge: {
    en: 'The image must not exceed 10 MB',
    'zh-CN': '图片不能超过 10 MB',
    'zh-TW': '圖片不能超過 10 MB',
  },
  identityImageType: {
    en: 'Only JPEG, PNG or WebP images are accepted',
    'zh-CN': '仅支持 JPEG、PNG 或 WebP 图片',
    'zh-TW': '僅支援 JPEG、PNG 或 WebP 圖片',
  },
  identityImageEmpty: {
    en: 'The upload failed',
    'zh-CN': '上传失败',
    'zh-TW': '上傳失敗',
  },
  identityImageUnreadable: {
    en: 'The image could not be read; please choose another photo',
    'zh-CN': '无法读取该图片，请选择其他照片',
    'zh-TW': '無法讀取該圖片，請選擇其他照片',
  },
  identityImageOnePerCall: {
    en: 'Please upload one image at a time',
    'zh-CN': '每次只能上传一张图片',
    'zh-TW': '每次只能上傳一張圖片',
  },
  identityUploadSuccess: {
    en: 'Upload successful',
    'zh-CN': '上传成功',
    'zh-TW': '上傳成功',
  },
  identityUploadDailyQuota: {
    en: 'You may upload at most {max} images a day; please try again tomorrow',
    'zh-CN': '每天最多上传 {max} 张图片，请明天再试',
    'zh-TW': '每天最多上傳 {max} 張圖片，請明天再試',
  },
  identityUploadSpaceQuota: {
    en: 'Your images may take at most {max} MB in all',
    'zh-CN': '您的图片总大小不能超过 {max} MB',
    'zh-TW': '您的圖片總大小不能超過 {max} MB',
  },
  identityImageTooManyPixels: {
    en: 'The image is too large to read ({megabytes} MB once opened, at most {max} MB); please send a smaller photo',
    'zh-CN': '图片过大，无法读取（展开后 {megabytes} MB，最多 {max} MB），请发送较小的照片',
    'zh-TW': '圖片過大，無法讀取（展開後 {megabytes} MB，最多 {max} MB），請發送較小的照片',
  },
  identityUploadBusy: {
    en: 'Too many images are being read right now; please try again in a moment',
    'zh-CN': '当前处理的图片过多，请稍后再试',
    'zh-TW': '目前處理的圖片過多，請稍後再試',
  },
  identityImageNotFound: {
    en: 'The image was not found',
    'zh-CN': '图片不存在',
    'zh-TW': '圖片不存在',
  },
  kycImageNotUploaded: {
    en: 'Please wait for the image to be uploaded successfully',
    'zh-CN': '请等待图片上传成功',
    'zh-TW': '請等待圖片上傳成功',
  },
  kycSubmitted: {
    en: 'Submitted; your real name is under review',
    'zh-CN': '提交成功，实名认证审核中',
    'zh-TW': '提交成功，實名認證審核中',
  },
  kycApprovedByStaff: {
    en: 'The real name is approved',
    'zh-CN': '实名认证已通过',
    'zh-TW': '實名認證已通過',
  },
  kycRejectedByStaff: {
    en: 'The real name is rejected',
    'zh-CN': '实名认证已驳回',
    'zh-TW': '實名認證已駁回',
  },
  bankAlreadyBound: {
    en: 'A bank card is already bound; change it from the bank card page',
    'zh-CN': '已绑定银行卡，请在银行卡页面更换',
    'zh-TW': '已綁定銀行卡，請在銀行卡頁面更換',
  },
  bankNotBound: {
    en: 'Please bind the bank card first',
    'zh-CN': '请先绑定银行卡',
    'zh-TW': '請先綁定銀行卡',
  },
  bankSaved: {
    en: 'Saved successfully',
    'zh-CN': '保存成功',
    'zh-TW': '儲存成功',
  },
  bankResetDone: {
    en: 'The bank card was removed; the user can bind another',
    'zh-CN': '银行卡已解除绑定，用户可重新绑定',
    'zh-TW': '銀行卡已解除綁定，用戶可重新綁定',
  },
  kycNotEditable: {
    en: 'Real-name details cannot be changed now; please contact customer service',
    'zh-CN': '实名信息当前不可修改，请联系客服',
    'zh-TW': '實名資訊目前不可修改，請聯繫客服',
  },
  kycNotUnderReview: {
    en: 'This real-name application is not under review',
    'zh-CN': '该实名申请不在审核中',
    'zh-TW': '該實名申請不在審核中',
  },
  kycRejectReasonRequired: {
    en: 'Please give the reason for the rejection',
    'zh-CN': '请填写驳回原因',
    'zh-TW': '請填寫駁回原因',
  },
  kycNotApproved: {
    en: 'Please authenticate first',
    'zh-CN': '请先进行实名认证',
    'zh-TW': '請先進行實名認證',
  },
  bankNameInvalid: {
    en: 'Please choose your bank',
    'zh-CN': '请选择银行',
    'zh-TW': '請選擇銀行',
  },
  bankIfscRequired: {
    en: 'Please enter IFSC Code',
    'zh-CN': '请输入 IFSC 代码',
    'zh-TW': '請輸入 IFSC 代碼',
  },
  bankIfscInvalid: {
    en: 'Please enter a correct IFSC Code',
    'zh-CN': '请输入正确的 IFSC 代码',
    'zh-TW': '請輸入正確的 IFSC 代碼',
  },
  bankAccountRequired: {
    en: 'Please enter A/C No.',
    'zh-CN': '请输入银行账号',
    'zh-TW': '請輸入銀行帳號',
  },
  bankAccountInvalid: {
    en: 'Please enter a correct A/C No. (9 to 18 digits)',
    'zh-CN': '请输入正确的银行账号（9至18位数字）',
    'zh-TW': '請輸入正確的銀行帳號（9至18位數字）',
  },
  bankBranchRequired: {
    en: 'Please enter Open Account Sub-Branch',
    'zh-CN': '请输入开户支行',
    'zh-TW': '請輸入開戶支行',
  },
  bankPayeeMismatch: {
    en: 'The payee name must be the same as your real name',
    'zh-CN': '收款人姓名必须与实名一致',
    'zh-TW': '收款人姓名必須與實名一致',
  },
  bankWithdrawalUnderReview: {
    en: 'The bank card cannot be changed while a withdrawal is under review',
    'zh-CN': '有提现审核中，暂不能更换银行卡',
    'zh-TW': '有提現審核中，暫不能更換銀行卡',
  },
} as const satisfies MessageTable
