import { Route, Routes } from 'react-router'
import { AuthLayout } from '../shell/AuthLayout.tsx'
import { MainLayout } from '../shell/MainLayout.tsx'
import { SearchLayout } from '../shell/SearchLayout.tsx'
import { lazyPage } from './lazyPage.tsx'
import { RequireToken } from './RequireToken.tsx'

// Every page is its own chunk, loaded on first visit under the layout's spinner (SPEC §2).
const HomePage = lazyPage(() => import('../pages/HomePage.tsx'))
const SearchPage = lazyPage(() => import('../pages/SearchPage.tsx'))
const ParkPage = lazyPage(() => import('../pages/ParkPage.tsx'))
const CheckoutPage = lazyPage(() => import('../pages/CheckoutPage.tsx'))
const PaymentPage = lazyPage(() => import('../pages/PaymentPage.tsx'))
const BookingSuccessPage = lazyPage(() => import('../pages/BookingSuccessPage.tsx'))
const LoginPage = lazyPage(() => import('../pages/LoginPage.tsx'))
const RegisterPage = lazyPage(() => import('../pages/RegisterPage.tsx'))
const VerifyPage = lazyPage(() => import('../pages/VerifyPage.tsx'))
const ForgotPasswordPage = lazyPage(() => import('../pages/ForgotPasswordPage.tsx'))
const AddVehiclePage = lazyPage(() => import('../pages/AddVehiclePage.tsx'))
const BookingsPage = lazyPage(() => import('../pages/BookingsPage.tsx'))
const BookingDetailsPage = lazyPage(() => import('../pages/BookingDetailsPage.tsx'))
const WalletPage = lazyPage(() => import('../pages/WalletPage.tsx'))
const WalletCallbackPage = lazyPage(() => import('../pages/WalletCallbackPage.tsx'))
const ProfilePage = lazyPage(() => import('../pages/ProfilePage.tsx'))
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage.tsx'))

/**
 * The routes of SPEC §2 this site has so far. A route whose page has not landed is simply not
 * here: it answers the 404 page until it does.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="parks-list" element={<SearchPage variant="parks-list" />} />
        <Route path="park/:key" element={<ParkPage />} />
        <Route path="checkout/:key" element={<CheckoutPage variant="checkout" />} />
        <Route path="booking/:key" element={<CheckoutPage variant="booking" />} />
        <Route path="payment" element={<PaymentPage variant="payment" />} />
        <Route path="payment/success" element={<PaymentPage variant="success" />} />
        <Route path="payment-success" element={<PaymentPage variant="success" />} />
        <Route path="booking-success" element={<BookingSuccessPage />} />
        <Route path="get-started" element={<LoginPage variant="get-started" />} />
        <Route path="bookings" element={<BookingsPage />} />
        <Route path="wallet" element={<WalletPage />} />
        <Route path="booking-details/:code" element={<RequireToken><BookingDetailsPage /></RequireToken>} />
        <Route path="wallet/callback" element={<RequireToken><WalletCallbackPage /></RequireToken>} />
        <Route path="profile" element={<RequireToken><ProfilePage /></RequireToken>} />
        <Route path="add-vehicle" element={<RequireToken><AddVehiclePage /></RequireToken>} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<SearchLayout />}>
        <Route path="search" element={<SearchPage variant="search" />} />
      </Route>
      <Route element={<AuthLayout />}>
        <Route path="auth" element={<LoginPage variant="auth" />} />
        <Route path="auth/register" element={<RegisterPage />} />
        <Route path="auth/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="verify" element={<VerifyPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
      </Route>
    </Routes>
  )
}
