import { existsSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { usageFailure } from '../../internal/failure.js'
import { idArgument } from '../../internal/idArgument.js'
import { staffBytes, staffCall } from '../../internal/serverClient.js'
import type { StaffAnswer } from '../../internal/staffRoutes.js'
import { firstArgument, staffTarget } from '../../internal/staffTarget.js'
import { ticketStates, topicText } from '../../internal/ticketText.js'
import { instantText, type Output, printJson, printResult, printTable } from '../../output.js'

type Thread = StaffAnswer<'/tickets/show'>

const queueStates = ['active', 'waiting', 'closed'] as const

const stateOption = (context: CommandContext): (typeof queueStates)[number] => {
  const state = String(context.options.state ?? 'active')
  const known = queueStates.find((each) => each === state)
  if (!known) throw usageFailure(`--state must be one of ${queueStates.join(', ')}, got "${state}"`)
  return known
}

/** The thread as a support agent reads it: who, what, the record, then each message with its time and author. */
export const printThread = (output: Output, thread: Thread): void => {
  const { request } = thread
  printResult(
    output,
    {
      request: request.id,
      phone: thread.phone,
      name: thread.realName,
      topic: topicText(request.topic),
      status: ticketStates[request.status] ?? String(request.status),
      record:
        thread.linkedSummary ?? (request.linked ? `${request.linked.kind} ${request.linked.id} (not found)` : null),
      opened: instantText(request.createTime),
    },
    false,
  )
  for (const message of thread.messages) {
    const who = message.author === 'support' ? `support (${message.by ?? '?'})` : 'investor'
    output.out(`\n── ${instantText(message.createTime)}  ${who}\n${message.text}\n`)
    for (const key of message.images) output.out(`   image: ${key}\n`)
  }
}

/** `bourse tickets queue [--state active|waiting|closed]`: oldest open first, then those answered. */
export const runTicketsQueue = async (context: CommandContext): Promise<void> => {
  const queue = await staffCall(staffTarget(context), '/tickets/queue', { state: stateOption(context) })
  if (wantsJson(context)) return printJson(context.output, queue)
  printTable(
    context.output,
    queue,
    [
      { heading: 'id', value: (row) => row.request.id },
      { heading: 'status', value: (row) => ticketStates[row.request.status] },
      { heading: 'since', value: (row) => instantText(row.request.updateTime) },
      { heading: 'phone', value: (row) => row.phone },
      { heading: 'name', value: (row) => row.realName },
      { heading: 'topic', value: (row) => topicText(row.request.topic) },
      { heading: 'subject', value: (row) => [...row.request.subject].slice(0, 40).join('') },
    ],
    'No help request is waiting.',
  )
}

const show = (context: CommandContext, thread: Thread) =>
  wantsJson(context) ? printJson(context.output, thread) : printThread(context.output, thread)

const extensionOf = (type: string): string =>
  type.includes('png') ? 'png' : type.includes('webp') ? 'webp' : type.includes('jpeg') ? 'jpg' : 'bin'

/** Saves each image of the thread as `<folder>/ticket-<id>-<n>.<ext>` (mode 0600); each fetch is audited. */
const saveImages = async (context: CommandContext, thread: Thread, folder: string) => {
  const keys = thread.messages.flatMap((message) => message.images)
  for (const [n, key] of keys.entries()) {
    const { bytes, type } = await staffBytes(staffTarget(context), `/images/${key}`)
    const file = join(folder, `ticket-${thread.request.id}-${n + 1}.${extensionOf(type)}`)
    writeFileSync(file, bytes, { mode: 0o600 })
    if (!wantsJson(context)) context.output.out(`saved ${file}\n`)
  }
}

/** `bourse tickets show <id> [--out FOLDER]`: the whole thread (the read is audited), its images saved with --out. */
export const runTicketsShow = async (context: CommandContext): Promise<void> => {
  const id = String(idArgument(firstArgument(context)))
  const out = context.options.out
  // The folder is checked before anything is read, so a mistyped folder logs no look-up.
  const folder = typeof out === 'string' ? resolve(out) : undefined
  if (folder !== undefined && (!existsSync(folder) || !statSync(folder).isDirectory()))
    throw usageFailure(`the folder "${out}" does not exist; create it first`)
  const thread = await staffCall(staffTarget(context), '/tickets/show', { id })
  show(context, thread)
  if (folder !== undefined) await saveImages(context, thread, folder)
}

/** `bourse tickets reply <id> --message TEXT`: the investor sees it and an unread badge. */
export const runTicketsReply = async (context: CommandContext): Promise<void> => {
  const id = idArgument(firstArgument(context))
  const message = String(context.options.message ?? '')
  show(context, await staffCall(staffTarget(context), '/tickets/reply', { id, message }))
}

/** `bourse tickets close <id> [--reason TEXT]`: the investor may reopen it for 7 days. */
export const runTicketsClose = async (context: CommandContext): Promise<void> => {
  const id = idArgument(firstArgument(context))
  const reason = context.options.reason
  show(
    context,
    await staffCall(staffTarget(context), '/tickets/close', {
      id,
      ...(typeof reason === 'string' ? { reason } : {}),
    }),
  )
}
