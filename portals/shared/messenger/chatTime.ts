import { format, isSameDay, isValid, parseISO } from 'date-fns'
import { DATE_FORMAT } from '../../../contract/format'

/** A chat row's time: the time of day for today, else the date (spec: MM/dd/yyyy). */
export function chatListTime(iso: string, now: Date = new Date()): string {
  const date = parseISO(iso)
  if (!isValid(date)) return ''
  return isSameDay(date, now) ? format(date, 'h:mm a') : format(date, DATE_FORMAT)
}

/** A message's time under its bubble: 'MM/dd/yyyy h:mm a'. */
export function messageTime(iso: string): string {
  const date = parseISO(iso)
  return isValid(date) ? format(date, `${DATE_FORMAT} h:mm a`) : ''
}
