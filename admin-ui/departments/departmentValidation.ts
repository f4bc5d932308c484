import { maxLength, required } from 'react-admin'
import { DEPARTMENT_LIMITS, departmentMessages } from '../../contract/departments'

/** Client-side copies of the server's department limits, worded by the contract. */
export const validateDepartmentName = [required(), maxLength(DEPARTMENT_LIMITS.name, departmentMessages.maxLength(DEPARTMENT_LIMITS.name))]
export const validateDepId = [maxLength(DEPARTMENT_LIMITS.depId, departmentMessages.maxLength(DEPARTMENT_LIMITS.depId))]
export const validateDescription = [maxLength(DEPARTMENT_LIMITS.description, departmentMessages.maxLength(DEPARTMENT_LIMITS.description))]
