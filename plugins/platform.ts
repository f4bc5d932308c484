import { AuditEvents } from '../collections/Platform/AuditEvents'
import { Comments } from '../collections/Platform/Comments'
import { Settings } from '../collections/Platform/Settings'
import { SpecializationRoles, SpecializationSkills, Specializations } from '../collections/Platform/Specializations'
import { StoredFiles } from '../collections/Platform/StoredFiles'
import { Tasks } from '../collections/TimeSheets'
import { adminRestEndpoints } from '../endpoints/platform/adminRest'
import { organizationAdminAuditEvents, superAdminAuditEvents } from '../endpoints/platform/auditTrail'
import { createComment, deleteComment, getComment, linkProfileComment, listComments, updateComment } from '../endpoints/platform/comments'
import { downloadFile } from '../endpoints/platform/files'
import { listBackgroundJobs } from '../endpoints/jobs/backgroundJobs'
import { cities, csrfCookie, environmentVariables, settings, states } from '../endpoints/platform/platform'
import { getSpecialization, listSpecializations } from '../endpoints/platform/specializations'
import { taskEndpoints } from '../endpoints/tasks/taskEndpoints'
import { capabilityPlugin } from './capabilityPlugin'

/**
 * What every capability leans on: settings and reference data (states, cities, the specialization
 * tree), stored files, comments, the audit trail, the task runner's records and the console's Background
 * jobs page, and the console's REST dialect /api/admin (endpoints/platform/adminRest.ts, whose resources name
 * collections of several capabilities).
 */
export const platformPlugin = () =>
  capabilityPlugin({
    name: 'platform',
    collections: [Settings, Specializations, SpecializationRoles, SpecializationSkills, StoredFiles, Comments, AuditEvents, Tasks],
    endpoints: [
      csrfCookie,
      environmentVariables,
      settings,
      states,
      cities,
      listSpecializations,
      getSpecialization,
      downloadFile,
      listComments,
      createComment,
      getComment,
      updateComment,
      deleteComment,
      linkProfileComment,
      superAdminAuditEvents,
      organizationAdminAuditEvents,
      listBackgroundJobs,
      ...taskEndpoints,
      ...adminRestEndpoints,
    ],
  })
