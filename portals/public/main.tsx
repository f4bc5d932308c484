import { RouterProvider } from 'react-router'
import { mount } from '../shared/mount'
import { router } from './router'

// No 401 handler here: every call of the signed-out pages is anonymous, so a 401 carries no lost session.
mount(<RouterProvider router={router} />, { signedIn: false })
