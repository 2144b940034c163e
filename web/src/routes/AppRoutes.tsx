import { Route } from 'react-router-dom'
import { HomePage } from './HomePage.js'
import { LoginPage } from './LoginPage.js'
import { OpenAccountPage } from './OpenAccountPage.js'
import { RegisterPage } from './RegisterPage.js'
import { UserPage } from './UserPage.js'

/** Route elements by path. Called as a function so `<Routes>` sees the `<Route>`s directly. */
export const AppRoutes = () => [
  <Route key="home" path="/home" element={<HomePage />} />,
  <Route key="login" path="/login" element={<LoginPage />} />,
  <Route key="register" path="/register" element={<RegisterPage />} />,
  <Route key="openaccount" path="/openaccount" element={<OpenAccountPage />} />,
  <Route key="user" path="/user" element={<UserPage />} />,
]
