import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useBlocker } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import AddIcon from '@mui/icons-material/Add'
import { messages } from '../../contract/messages'
import { nonFieldErrors } from './api'
import type { PathsWithMethod } from 'openapi-typescript-helpers'
import { apiQuery, apiQueryKey, type AnswerOf, type ApiPaths } from './client'
import { ConfirmDialog } from './ConfirmDialog'
import { EmptyState } from './EmptyState'
import { FormBanner } from './FormBanner'
import { hoverRowSx, ItemActions } from './ItemActions'
import { LoadError } from './LoadError'
import { PageLoader } from './PageLoader'
import { Tip } from './Tip'
import { useToast } from './toasts'
import { useBeforeUnloadWarning } from './useLeavePageWarning'

/**
 * Required inputs say so to assistive technology without MUI's ' *' in the label: a label's text is its
 * exact name ('Position', 'Link'), and the forms mark the optional fields in words instead.
 */
export const REQUIRED = { 'aria-required': true } as const

/** What a list dialog hands its add/edit form. */
export interface ListDialogFormProps<T> {
  /** null when adding. */
  item: T | null
  /** After a successful save: toast, reload the list, back to it. */
  onSaved: (message?: string) => void
  /** Back to the list; asks first when the form is dirty. */
  onCancel: () => void
  /** The form reports unsaved changes so leaving can warn. */
  onDirtyChange: (dirty: boolean) => void
}

type GetPath = PathsWithMethod<ApiPaths, 'get'>

/** The GET paths a list dialog can show: a page of items with ids, whose size the caller may set. */
export type ListPath = {
  [P in GetPath]: AnswerOf<'get', P> extends { results: { id: string }[] }
    ? ApiPaths[P]['get'] extends { parameters: { query?: { page_size?: number } } }
      ? P
      : never
    : never
}[GetPath]

/** An item of a list path's page, as the contract answers it. */
export type ListItem<P extends ListPath> = AnswerOf<'get', P> extends { results: (infer Item extends { id: string })[] } ? Item : never

export interface ListDialogProps<P extends ListPath> {
  title: string
  /** A hint shown above the list and the form ('Enter relevant skills…'). */
  tip?: ReactNode
  empty: { title: string; description?: string; icon?: ReactNode }
  /** The list's contract path (GET with page_size 100); its query key, invalidated after every change. */
  path: P
  /** Other contract paths a change here alters (e.g. '/talent/profile/'), invalidated too. */
  alsoChanges?: GetPath[]
  /** One line naming an item, for the delete confirmation. */
  itemTitle: (item: ListItem<P>) => string
  /** An item's content; `titleId` goes on its title so the item's buttons can point at it. */
  renderItem: (item: ListItem<P>, titleId: string) => ReactNode
  renderForm: (props: ListDialogFormProps<ListItem<P>>) => ReactNode
  remove: (item: ListItem<P>) => Promise<unknown>
  /** 'Delete this link?' */
  deleteTitle: string
  /** Extra per-item buttons (e.g. move up / down); `run` wraps a call with the dialog's busy state, banner and reload. */
  extraActions?: (item: ListItem<P>, index: number, items: ListItem<P>[], run: (action: () => Promise<unknown>) => void) => ReactNode
  /** Closes the modal (Close button, Escape). */
  onClose: () => void
}

/** Up to 100 items: the talent's own lists are short, so one page holds them all. */
const ONE_PAGE = { params: { query: { page_size: 100 } } }

type View<T> =
  | { kind: 'list' }
  | { kind: 'form'; item: T | null }
  | { kind: 'confirmDelete'; item: T }
  | { kind: 'leave'; proceed: () => void; stay: () => void }

/**
 * A talent profile list dialog inside the modal host: the list with Add and Close, items
 * with edit and delete on hover, and the add/edit form and the delete confirmation shown in the same
 * modal (the host shows one modal at a time, so nothing opens on top of it). A dirty form asks before
 * it is left, whether by Cancel, Escape or the browser's back button; Escape on the list closes the dialog.
 */
export function ListDialog<P extends ListPath>({
  title,
  tip,
  empty,
  path,
  alsoChanges = [],
  itemTitle,
  renderItem,
  renderForm,
  remove,
  deleteTitle,
  extraActions,
  onClose,
}: ListDialogProps<P>) {
  type T = ListItem<P>
  const baseId = useId()
  const toast = useToast()
  const queryClient = useQueryClient()
  // apiQuery reads a generic path as every list path at once; `path` is one of them, so the page's
  // items (each with an id, whatever the path) are this path's.
  const list = useQuery({ ...apiQuery(path as ListPath, ONE_PAGE), select: (page): T[] => (page.results satisfies { id: string }[]) as { id: string }[] as T[] })
  const [changes] = useState((): GetPath[] => [path, ...alsoChanges])
  /** After a write: every query of the list's path and of the paths it alters is fetched again. */
  const invalidate = useCallback(
    () => Promise.all(changes.map((changed) => queryClient.invalidateQueries({ queryKey: apiQueryKey(changed) }))),
    [changes, queryClient],
  )
  const [view, setView] = useState<View<T>>({ kind: 'list' })
  const [formView, setFormView] = useState<{ item: T | null; key: number } | null>(null)
  const [dirty, setDirty] = useState(false)
  const [busy, setBusy] = useState(false)
  const [banner, setBanner] = useState<string[]>([])

  const inForm = formView !== null
  const guard = inForm && dirty
  useBeforeUnloadWarning(guard)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guard && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  )

  const backToList = useCallback(() => {
    setFormView(null)
    setDirty(false)
    setView({ kind: 'list' })
  }, [])

  /** Runs `leave` at once, or after the user agrees to drop unsaved changes. */
  const leaveForm = useCallback(
    (leave: () => void) => {
      if (!guard) return leave()
      setView({ kind: 'leave', proceed: leave, stay: () => setView({ kind: 'form', item: formView?.item ?? null }) })
    },
    [guard, formView],
  )

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    setView({
      kind: 'leave',
      proceed: () => blocker.proceed(),
      stay: () => {
        blocker.reset()
        setView({ kind: 'form', item: formView?.item ?? null })
      },
    })
  }, [blocker, formView])

  const openForm = (item: T | null) => {
    setBanner([])
    setDirty(false)
    setFormView({ item, key: Date.now() })
    setView({ kind: 'form', item })
  }

  const onSaved = useCallback(
    (message?: string) => {
      toast.success(message ?? 'Changes Saved')
      backToList()
      void invalidate()
    },
    [backToList, invalidate, toast],
  )

  const run = (action: () => Promise<unknown>) => {
    setBusy(true)
    setBanner([])
    action()
      .then(invalidate)
      .catch((error) => setBanner(nonFieldErrors(error)))
      .finally(() => setBusy(false))
  }

  const confirmDelete = async (item: T) => {
    setBusy(true)
    setBanner([])
    try {
      await remove(item)
      toast.success('Changes Saved')
      await invalidate()
    } catch (error) {
      // The spec: a failed delete shows its nonFieldErrors as a banner.
      setBanner(nonFieldErrors(error))
    } finally {
      setBusy(false)
      setView({ kind: 'list' })
    }
  }

  // Escape in the form or on a prompt is ours, not the modal host's: it steps back to the list (asking
  // first when the form is dirty) instead of closing the whole dialog. Captured on the document because
  // focus may sit on the dialog itself (e.g. after a focused button became disabled), where the host
  // would see the key before any handler in here.
  const escape = useRef<(() => void) | null>(null)
  escape.current =
    view.kind === 'form'
      ? () => leaveForm(backToList)
      : view.kind === 'confirmDelete'
        ? () => !busy && setView({ kind: 'list' })
        : view.kind === 'leave'
          ? view.stay
          : null
  const intercepting = escape.current !== null
  useEffect(() => {
    if (!intercepting) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !escape.current) return
      event.stopPropagation()
      event.preventDefault()
      escape.current()
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => document.removeEventListener('keydown', onKeyDown, true)
  }, [intercepting])

  // Back from the form or a prompt, keyboard focus lands on Add instead of the dialog's frame.
  const addButton = useRef<HTMLButtonElement>(null)
  const previousView = useRef(view.kind)
  useEffect(() => {
    if (view.kind === 'list' && previousView.current !== 'list') addButton.current?.focus()
    previousView.current = view.kind
  }, [view.kind])

  const items = list.data ?? []

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      {view.kind === 'leave' && (
        <ConfirmDialog
          title="Leave this page?"
          message={messages.leavePageWarning}
          confirmLabel={messages.leavePageConfirm}
          cancelLabel="Stay on the page"
          destructive
          onConfirm={view.proceed}
          onCancel={view.stay}
        />
      )}
      {view.kind === 'confirmDelete' && (
        <ConfirmDialog
          title={deleteTitle}
          message={`“${itemTitle(view.item)}” will be removed from your profile.`}
          confirmLabel="Delete"
          cancelLabel="Cancel"
          destructive
          busy={busy}
          onConfirm={() => void confirmDelete(view.item)}
          onCancel={() => setView({ kind: 'list' })}
        />
      )}
      {/* The form stays mounted (hidden) behind the leave prompt so 'Stay on the page' keeps what was typed. */}
      {formView && (
        <Box key={formView.key} sx={{ display: view.kind === 'form' ? 'flex' : 'none', flexDirection: 'column', minHeight: 0, flex: 1 }}>
          {renderForm({ item: formView.item, onSaved, onCancel: () => leaveForm(backToList), onDirtyChange: setDirty })}
        </Box>
      )}
      {view.kind === 'list' && (
        <>
          <DialogTitle sx={{ pr: 3 }}>{title}</DialogTitle>
          <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
            {tip && <Tip>{tip}</Tip>}
            <FormBanner messages={banner} />
            {busy || (list.isFetching && !list.isPending) ? <LinearProgress aria-label="Updating" sx={{ mb: 1 }} /> : null}
            {list.isPending ? (
              <PageLoader />
            ) : list.isError && !list.data ? (
              <LoadError error={list.error} onRetry={() => void list.refetch()} />
            ) : items.length === 0 ? (
              <EmptyState
                icon={empty.icon}
                title={empty.title}
                description={empty.description}
                action={
                  <Button variant="outlined" startIcon={<AddIcon />} onClick={() => openForm(null)}>
                    Add
                  </Button>
                }
              />
            ) : (
              <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {items.map((item, index) => {
                  const titleId = `${baseId}-item-${index}`
                  return (
                    <Box
                      component="li"
                      key={item.id}
                      sx={{
                        ...hoverRowSx,
                        display: 'flex',
                        alignItems: 'flex-start',
                        gap: 1,
                        py: 1.5,
                        px: 1,
                        mx: -1,
                        borderRadius: 1,
                        borderBottom: 1,
                        borderColor: 'divider',
                        '&:last-of-type': { borderBottom: 0 },
                        '&:hover': { bgcolor: 'action.hover' },
                      }}
                    >
                      <Box sx={{ flex: 1, minWidth: 0 }}>{renderItem(item, titleId)}</Box>
                      <ItemActions
                        describedBy={titleId}
                        onEdit={() => openForm(item)}
                        onDelete={() => {
                          setBanner([])
                          setView({ kind: 'confirmDelete', item })
                        }}
                      >
                        {extraActions?.(item, index, items, run)}
                      </ItemActions>
                    </Box>
                  )
                })}
              </Box>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
            <Button onClick={onClose}>Close</Button>
            <Button ref={addButton} variant="contained" startIcon={<AddIcon />} onClick={() => openForm(null)} disabled={busy}>
              Add
            </Button>
          </DialogActions>
        </>
      )}
    </Box>
  )
}

/** The add/edit form of a list dialog: title, banner, fields, and Cancel / Save. */
export function DialogForm({
  title,
  tip,
  banner,
  saving,
  onSubmit,
  onCancel,
  children,
  saveDisabled,
  secondaryAction,
}: {
  title: string
  tip?: ReactNode
  banner: string[]
  saving: boolean
  onSubmit: () => void
  onCancel: () => void
  children: ReactNode
  saveDisabled?: boolean
  /** Left-aligned extra action (e.g. 'Back' in a multi-step form). */
  secondaryAction?: ReactNode
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!saving) onSubmit()
  }
  // No accessible name on the form: the dialog is already named by the title, and a second name
  // containing a field's label ('Link' in 'Add … Link') would make that label ambiguous.
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <DialogTitle sx={{ pr: 3 }}>{title}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        {tip && <Tip>{tip}</Tip>}
        <FormBanner messages={banner} />
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        {secondaryAction && <Box sx={{ mr: 'auto' }}>{secondaryAction}</Box>}
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={saving} disabled={saveDisabled}>
          Save
        </Button>
      </DialogActions>
    </Box>
  )
}
