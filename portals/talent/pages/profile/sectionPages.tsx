import { CertificatesDialog } from './CertificatesDialog'
import { ExternalLinksDialog } from './ExternalLinksDialog'
import { SectionDialogPage } from './SectionDialogPage'
import { SpecializationsDialog } from './SpecializationsDialog'
import { WorkExperienceDialog } from './WorkExperienceDialog'

/** The profile sections edited in list dialogs, one route each. */
export const WorkExperiencePage = () => (
  <SectionDialogPage section="workExperience" dialog={(close) => <WorkExperienceDialog onClose={close} />} />
)
export const ExternalLinksPage = () => (
  <SectionDialogPage section="externalLinks" dialog={(close) => <ExternalLinksDialog onClose={close} />} />
)
export const CertificatesPage = () => (
  <SectionDialogPage section="certificates" dialog={(close) => <CertificatesDialog onClose={close} />} />
)
export const SpecializationsPage = () => (
  <SectionDialogPage section="specializations" dialog={(close) => <SpecializationsDialog onClose={close} />} />
)
