import { Schema } from 'effect'
import {
  StaffHelpClosePayload,
  StaffHelpQueueQuery,
  StaffHelpReplyPayload,
  StaffHelpRequest,
  StaffHelpShowPayload,
  StaffHelpThread,
} from '../helpDeskEntities.js'
import { AccountLookup } from './accountLookup.js'
import { StoredAccountRecords, UnclaimedProviderRecord } from './auditRecords.js'
import {
  ContractNoteResendPayload,
  ContractNoteShowQuery,
  ContractNotesListQuery,
  ContractNotesProgress,
  ContractNotesRunPayload,
  ContractNotesStatusQuery,
  StaffContractNote,
} from './contractNotes.js'
import {
  ApproveFinancingPayload,
  FinancingQueue,
  FinancingQueueQuery,
  RejectFinancingPayload,
  StaffFinancingApplication,
} from './financingReview.js'
import {
  ConfirmRechargePayload,
  FailRechargePayload,
  FundsQueueQuery,
  PayWithdrawalPayload,
  RejectWithdrawalPayload,
  StaffRecharge,
  StaffWithdrawal,
} from './fundsStaff.js'
import {
  BankReset,
  BankResetPayload,
  FundingPasswordReset,
  FundingPasswordResetPayload,
  KycDecision,
  KycQueueItem,
  KycRejectPayload,
  KycReview,
  StaffImagePayload,
} from './identityReview.js'
import {
  StaffInvestorSession,
  StaffSignOut,
  StaffSignOutPayload,
  StaffSignOutSessionPayload,
} from './investorSessions.js'
import { PublishArticlePayload, Published, PublishNewsPayload } from './publishing.js'
import { SmsOutboxQuery, SmsOutboxRow } from './smsOutbox.js'
import { staffCall } from './staffCall.js'
import {
  Adjustment,
  AdjustmentDecisionPayload,
  AuditEntry,
  AuditQuery,
  ChainHeadRow,
  DisableStaffPayload,
  ProposeAdjustmentPayload,
  Setting,
  SettingChangePayload,
  StaffLoginAnswer,
  StaffLoginPayload,
  StaffMe,
  StaffMember,
  StoredEvent,
  StoredJournalRow,
  UserListItem,
  UserListQuery,
  UserStreamQuery,
} from './staffEntities.js'
import { NoPayload, StaffPhonePayload } from './staffFields.js'
import { StaffFundFlow, StaffFundFlowQuery } from './staffFundFlow.js'
import {
  Proposal,
  ProposalDecisionPayload,
  ProposalQuery,
  ProposeKeyRotationPayload,
  ProposeSettingPayload,
  ProposeStaffPayload,
  VaultKeyStatus,
} from './staffProposals.js'
import { UserSearchHit, UserSearchQuery } from './userSearch.js'
import { WelfareApprovePayload, WelfareQueueItem, WelfareRejectPayload } from './welfareReview.js'

const everyone = ['support', 'finance', 'auditor', 'admin'] as const
const lookers = ['support', 'finance', 'auditor', 'admin'] as const
const auditors = ['auditor', 'admin'] as const
const admins = ['admin'] as const

/** Base path of the staff API (DECISIONS §16). */
export const staffBasePath = '/staff-api'

/**
 * Every call of `/staff-api`, by path (DECISIONS §16): method, roles, payload and answer. The server registers its
 * staff routes from this table and the terminal client builds its requests from it. Each area adds its own lines.
 */
export const staffEndpoints = {
  // Sign-in
  '/login': staffCall('POST', [], StaffLoginPayload, StaffLoginAnswer),
  '/logout': staffCall('POST', everyone, NoPayload, Schema.Null),
  '/me': staffCall('GET', everyone, NoPayload, StaffMe),

  // Investors' accounts
  '/users/lookup': staffCall('GET', lookers, StaffPhonePayload, AccountLookup),
  '/users/search': staffCall('GET', lookers, UserSearchQuery, Schema.Array(UserSearchHit)),
  '/users/sessions': staffCall('GET', lookers, StaffPhonePayload, Schema.Array(StaffInvestorSession)),
  '/users/signOut': staffCall('POST', ['support'], StaffSignOutPayload, StaffSignOut),
  '/users/signOutSession': staffCall('POST', ['support'], StaffSignOutSessionPayload, StaffSignOut),
  '/users/fundFlow': staffCall('GET', lookers, StaffFundFlowQuery, StaffFundFlow),
  '/users/list': staffCall('GET', auditors, UserListQuery, Schema.Array(UserListItem)),
  '/users/events': staffCall('GET', auditors, UserStreamQuery, Schema.Array(StoredEvent)),
  '/users/journal': staffCall('GET', auditors, UserStreamQuery, Schema.Array(StoredJournalRow)),
  '/users/records': staffCall('GET', auditors, StaffPhonePayload, StoredAccountRecords),
  '/users/heads': staffCall('GET', auditors, UserListQuery, Schema.Array(ChainHeadRow)),
  '/provider/unclaimed': staffCall('GET', auditors, NoPayload, Schema.Array(UnclaimedProviderRecord)),

  // Audit trail, settings, staff, adjustments
  '/audit': staffCall('GET', auditors, AuditQuery, Schema.Array(AuditEntry)),
  '/settings': staffCall('GET', auditors, NoPayload, Schema.Array(Setting)),
  '/settings/change': staffCall('POST', admins, SettingChangePayload, Setting),
  '/staff/list': staffCall('GET', admins, NoPayload, Schema.Array(StaffMember)),
  '/staff/disable': staffCall('POST', admins, DisableStaffPayload, StaffMember),
  // Two people for every power (DECISIONS §21): staff and money-setting changes are proposals a second admin approves
  '/staff/propose': staffCall('POST', admins, ProposeStaffPayload, Proposal),
  '/staff/approve': staffCall('POST', admins, ProposalDecisionPayload, Proposal),
  '/staff/reject': staffCall('POST', admins, ProposalDecisionPayload, Proposal),
  '/staff/proposals': staffCall('GET', auditors, ProposalQuery, Schema.Array(Proposal)),
  '/settings/propose': staffCall('POST', admins, ProposeSettingPayload, Proposal),
  '/settings/approve': staffCall('POST', admins, ProposalDecisionPayload, Proposal),
  '/settings/reject': staffCall('POST', admins, ProposalDecisionPayload, Proposal),
  '/settings/proposals': staffCall('GET', auditors, ProposalQuery, Schema.Array(Proposal)),
  '/keys/propose': staffCall('POST', admins, ProposeKeyRotationPayload, Proposal),
  '/keys/approve': staffCall('POST', admins, ProposalDecisionPayload, Proposal),
  '/keys/reject': staffCall('POST', admins, ProposalDecisionPayload, Proposal),
  '/keys/proposals': staffCall('GET', auditors, ProposalQuery, Schema.Array(Proposal)),
  '/keys/status': staffCall('GET', auditors, NoPayload, Schema.Array(VaultKeyStatus)),
  '/adjustments/queue': staffCall('GET', auditors, NoPayload, Schema.Array(Adjustment)),
  '/adjustments/propose': staffCall('POST', admins, ProposeAdjustmentPayload, Adjustment),
  '/adjustments/approve': staffCall('POST', admins, AdjustmentDecisionPayload, Adjustment),
  '/adjustments/reject': staffCall('POST', admins, AdjustmentDecisionPayload, Adjustment),

  // Welfare benefit (finance decides; the auditor reads), SMS outbox (support, auditor), news and articles (admin)
  '/welfare/queue': staffCall('GET', ['finance', 'auditor'], NoPayload, Schema.Array(WelfareQueueItem)),
  '/welfare/approve': staffCall('POST', ['finance'], WelfareApprovePayload, WelfareQueueItem),
  '/welfare/reject': staffCall('POST', ['finance'], WelfareRejectPayload, WelfareQueueItem),
  '/sms/outbox': staffCall('GET', ['support', 'auditor'], SmsOutboxQuery, Schema.Array(SmsOutboxRow)),

  // Contract notes and statements (DECISIONS §27): finance runs them, support lists, shows and resends
  '/contractNotes/run': staffCall('POST', ['finance'], ContractNotesRunPayload, ContractNotesProgress),
  '/contractNotes/status': staffCall(
    'GET',
    ['finance', 'support', 'auditor'],
    ContractNotesStatusQuery,
    ContractNotesProgress,
  ),
  '/contractNotes/list': staffCall(
    'GET',
    ['support', 'auditor'],
    ContractNotesListQuery,
    Schema.Array(StaffContractNote),
  ),
  '/contractNotes/show': staffCall('GET', ['support', 'auditor'], ContractNoteShowQuery, StaffContractNote),
  '/contractNotes/resend': staffCall('POST', ['support'], ContractNoteResendPayload, StaffContractNote),
  '/news/publish': staffCall('POST', admins, PublishNewsPayload, Published),
  '/articles/publish': staffCall('POST', admins, PublishArticlePayload, Published),

  // Identity: real-name review (support decides, the auditor reads), ID images (support, auditor), bank-card reset
  '/kyc/queue': staffCall('GET', ['support', 'auditor'], NoPayload, Schema.Array(KycQueueItem)),
  '/kyc/show': staffCall('GET', ['support', 'auditor'], StaffPhonePayload, KycReview),
  '/kyc/approve': staffCall('POST', ['support'], StaffPhonePayload, KycDecision),
  '/kyc/reject': staffCall('POST', ['support'], KycRejectPayload, KycDecision),
  '/images/:key': staffCall('GET', ['support', 'auditor'], StaffImagePayload, Schema.Unknown),
  '/bank/reset': staffCall('POST', ['support'], BankResetPayload, BankReset),
  '/fundingPassword/reset': staffCall('POST', ['support'], FundingPasswordResetPayload, FundingPasswordReset),

  // Money in and out: finance reviews withdrawals and waiting recharges; the auditor reads the queues
  '/withdrawals/queue': staffCall('GET', ['finance', 'auditor'], FundsQueueQuery, Schema.Array(StaffWithdrawal)),
  '/withdrawals/pay': staffCall('POST', ['finance'], PayWithdrawalPayload, StaffWithdrawal),
  '/withdrawals/reject': staffCall('POST', ['finance'], RejectWithdrawalPayload, StaffWithdrawal),
  '/recharges/queue': staffCall('GET', ['finance', 'auditor'], FundsQueueQuery, Schema.Array(StaffRecharge)),
  '/recharges/confirm': staffCall('POST', ['finance'], ConfirmRechargePayload, StaffRecharge),
  '/recharges/fail': staffCall('POST', ['finance'], FailRechargePayload, StaffRecharge),
  // Margin financing: finance approves (the margin moves into the sub-account) or rejects; the auditor reads the queue
  '/financing/queue': staffCall('GET', ['finance', 'auditor'], FinancingQueueQuery, FinancingQueue),
  '/financing/approve': staffCall('POST', ['finance'], ApproveFinancingPayload, StaffFinancingApplication),
  '/financing/reject': staffCall('POST', ['finance'], RejectFinancingPayload, StaffFinancingApplication),

  // Help desk (DECISIONS §22): support works the queue, replies and closes; the auditor reads. Every read is audited.
  '/tickets/queue': staffCall('GET', ['support', 'auditor'], StaffHelpQueueQuery, Schema.Array(StaffHelpRequest)),
  '/tickets/show': staffCall('GET', ['support', 'auditor'], StaffHelpShowPayload, StaffHelpThread),
  '/tickets/reply': staffCall('POST', ['support'], StaffHelpReplyPayload, StaffHelpThread),
  '/tickets/close': staffCall('POST', ['support'], StaffHelpClosePayload, StaffHelpThread),
} as const

export type StaffPath = keyof typeof staffEndpoints
export type StaffPayloadOf<P extends StaffPath> = Schema.Schema.Type<(typeof staffEndpoints)[P]['payload']>
export type StaffDataOf<P extends StaffPath> = Schema.Schema.Type<(typeof staffEndpoints)[P]['data']>
