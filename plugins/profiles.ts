import { Availabilities } from '../collections/Profiles/Availabilities'
import { Certificates } from '../collections/Profiles/Certificates'
import { ExternalLinks } from '../collections/Profiles/ExternalLinks'
import { DocumentTypes, TalentDocumentVersions, TalentDocuments } from '../collections/Profiles/TalentDocuments'
import { TalentSpecializations } from '../collections/Profiles/TalentSpecializations'
import { WorkExperiences } from '../collections/Profiles/WorkExperiences'
import { DOCUMENT_EXPIRY_CRON, DOCUMENT_EXPIRY_QUEUE, documentExpiryTask, runDocumentExpiryNow } from '../endpoints/jobs/documentExpiry'
import { createAvailability, deleteAvailability, getAvailability, listAvailabilities, updateAvailability } from '../endpoints/talent/availabilities'
import { createCertificate, deleteCertificate, listCertificates, updateCertificate } from '../endpoints/talent/certificates'
import {
  getDocumentHistory,
  getDocumentSet,
  managerTalentDocumentSet,
  organizationAdminTalentDocumentSet,
  patchDocumentSet,
  superAdminTalentDocumentHistory,
  superAdminTalentDocumentSet,
} from '../endpoints/talent/documents'
import { createExternalLink, deleteExternalLink, listExternalLinks, updateExternalLink } from '../endpoints/talent/externalLinks'
import { deleteAvatar, deleteProfileVideo, uploadAvatar, uploadProfileVideo } from '../endpoints/talent/media'
import { getOwnProfile } from '../endpoints/talent/profile'
import { createTalentSpecialization, deleteTalentSpecialization, listTalentSpecializations, updateTalentSpecialization } from '../endpoints/talent/specializations'
import { createWorkExperience, deleteWorkExperience, listWorkExperiences, updateWorkExperience } from '../endpoints/talent/workExperiences'
import { capabilityPlugin, scheduleOf } from './capabilityPlugin'

/**
 * The talent's profile: availability, links, work experience, specializations, compliance documents and
 * certificates, picture and video; the daily document-expiry e-mails.
 */
export const profilesPlugin = () =>
  capabilityPlugin({
    name: 'profiles',
    collections: [Availabilities, ExternalLinks, WorkExperiences, TalentSpecializations, TalentDocuments, TalentDocumentVersions, DocumentTypes, Certificates],
    endpoints: [
      getOwnProfile,
      listAvailabilities,
      createAvailability,
      getAvailability,
      updateAvailability,
      deleteAvailability,
      listExternalLinks,
      createExternalLink,
      updateExternalLink,
      deleteExternalLink,
      listWorkExperiences,
      createWorkExperience,
      updateWorkExperience,
      deleteWorkExperience,
      listTalentSpecializations,
      createTalentSpecialization,
      updateTalentSpecialization,
      deleteTalentSpecialization,
      getDocumentSet,
      patchDocumentSet,
      getDocumentHistory,
      managerTalentDocumentSet,
      organizationAdminTalentDocumentSet,
      superAdminTalentDocumentSet,
      superAdminTalentDocumentHistory,
      listCertificates,
      createCertificate,
      updateCertificate,
      deleteCertificate,
      uploadAvatar,
      deleteAvatar,
      uploadProfileVideo,
      deleteProfileVideo,
      runDocumentExpiryNow,
    ],
    tasks: [documentExpiryTask],
    schedules: [scheduleOf(documentExpiryTask, DOCUMENT_EXPIRY_QUEUE, DOCUMENT_EXPIRY_CRON, '/api/v1/super_admin/jobs/document-expiry/run/')],
  })
