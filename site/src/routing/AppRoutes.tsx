import { Route, Routes } from 'react-router'
import { AuthLayout } from '../shell/AuthLayout.tsx'
import { BlogLayout } from '../shell/BlogLayout.tsx'
import { MainLayout } from '../shell/MainLayout.tsx'
import { SearchLayout } from '../shell/SearchLayout.tsx'
import { lazyPage } from './lazyPage.tsx'
import { RequireToken } from './RequireToken.tsx'

// Every page is its own chunk, loaded on first visit under the layout's spinner (SPEC §2).
const HomePage = lazyPage('HomePage', () => import('../pages/HomePage.tsx'))
const SearchPage = lazyPage('SearchPage', () => import('../pages/SearchPage.tsx'))
const ParkPage = lazyPage('ParkPage', () => import('../pages/ParkPage.tsx'))
const CheckoutPage = lazyPage('CheckoutPage', () => import('../pages/CheckoutPage.tsx'))
const PaymentPage = lazyPage('PaymentPage', () => import('../pages/PaymentPage.tsx'))
const BookingSuccessPage = lazyPage('BookingSuccessPage', () => import('../pages/BookingSuccessPage.tsx'))
const LoginPage = lazyPage('LoginPage', () => import('../pages/LoginPage.tsx'))
const RegisterPage = lazyPage('RegisterPage', () => import('../pages/RegisterPage.tsx'))
const VerifyPage = lazyPage('VerifyPage', () => import('../pages/VerifyPage.tsx'))
const ForgotPasswordPage = lazyPage('ForgotPasswordPage', () => import('../pages/ForgotPasswordPage.tsx'))
const AddVehiclePage = lazyPage('AddVehiclePage', () => import('../pages/AddVehiclePage.tsx'))
const BookingsPage = lazyPage('BookingsPage', () => import('../pages/BookingsPage.tsx'))
const BookingDetailsPage = lazyPage('BookingDetailsPage', () => import('../pages/BookingDetailsPage.tsx'))
const WalletPage = lazyPage('WalletPage', () => import('../pages/WalletPage.tsx'))
const WalletCallbackPage = lazyPage('WalletCallbackPage', () => import('../pages/WalletCallbackPage.tsx'))
const ProfilePage = lazyPage('ProfilePage', () => import('../pages/ProfilePage.tsx'))
const NotFoundPage = lazyPage('NotFoundPage', () => import('../pages/NotFoundPage.tsx'))
const CompanyPage = lazyPage('CompanyPage', () => import('../pages/CompanyPage.tsx'))
const HelpPage = lazyPage('HelpPage', () => import('../pages/HelpPage.tsx'))
const MarketingPage = lazyPage('MarketingPage', () => import('../pages/MarketingPage.tsx'))
const BookDemoPage = lazyPage('BookDemoPage', () => import('../pages/BookDemoPage.tsx'))
const SubscriptionPlansPage = lazyPage('SubscriptionPlansPage', () => import('../pages/SubscriptionPlansPage.tsx'))
const LegalPage = lazyPage('LegalPage', () => import('../pages/LegalPage.tsx'))
const ParkingTypePage = lazyPage('ParkingTypePage', () => import('../pages/ParkingTypePage.tsx'))
const EventsPage = lazyPage('EventsPage', () => import('../pages/EventsPage.tsx'))
const EventPage = lazyPage('EventPage', () => import('../pages/EventPage.tsx'))
const EventBookingPage = lazyPage('EventBookingPage', () => import('../pages/EventBookingPage.tsx'))
const PrivateEventAccessPage = lazyPage('PrivateEventAccessPage', () => import('../pages/PrivateEventAccessPage.tsx'))
const MarketplacePage = lazyPage('MarketplacePage', () => import('../pages/MarketplacePage.tsx'))
const MarketplaceItemPage = lazyPage('MarketplaceItemPage', () => import('../pages/MarketplaceItemPage.tsx'))
const BlogPage = lazyPage('BlogPage', () => import('../pages/BlogPage.tsx'))
const BlogPostPage = lazyPage('BlogPostPage', () => import('../pages/BlogPostPage.tsx'))
const VehicleDocsRenewalPage = lazyPage('VehicleDocsRenewalPage', () => import('../pages/VehicleDocsRenewalPage.tsx'))

const PARKING_TYPES = ['airport', 'city', 'stadium', 'station'] as const

/** Every route of SPEC §2; anything else answers the 404 page. */
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
        <Route path="about" element={<CompanyPage variant="about" />} />
        <Route path="careers" element={<CompanyPage variant="careers" />} />
        <Route path="affiliates" element={<CompanyPage variant="affiliates" />} />
        <Route path="media-coverage" element={<CompanyPage variant="mediaCoverage" />} />
        <Route path="help" element={<HelpPage />} />
        <Route path="business-accounts" element={<MarketingPage variant="businessAccounts" />} />
        <Route path="car-park-management" element={<MarketingPage variant="carParkManagement" />} />
        <Route path="electric-vehicle-charging" element={<MarketingPage variant="evCharging" />} />
        <Route path="rent-out-ev-charger" element={<MarketingPage variant="rentOutEvCharger" />} />
        <Route path="how-parkade-works" element={<MarketingPage variant="howItWorks" />} />
        <Route path="book-demo" element={<BookDemoPage />} />
        <Route path="subscription-plans" element={<SubscriptionPlansPage />} />
        <Route path="cancellation-policy" element={<LegalPage variant="cancellation" />} />
        <Route path="privacy-policy" element={<LegalPage variant="privacy" />} />
        <Route path="terms" element={<LegalPage variant="terms" />} />
        {PARKING_TYPES.flatMap((type) => [
          <Route key={type} path={`${type}-parking`} element={<ParkingTypePage key={type} type={type} />} />,
          <Route key={`types-${type}`} path={`parking-types/${type}-parking`} element={<ParkingTypePage key={type} type={type} />} />,
          <Route key={`types-short-${type}`} path={`parking-types/${type}`} element={<ParkingTypePage key={type} type={type} />} />,
        ])}
        <Route path="events" element={<EventsPage />} />
        <Route path="event/:code" element={<EventPage />} />
        <Route path="booking/event/:code" element={<EventBookingPage />} />
        <Route path="private-event-access" element={<PrivateEventAccessPage />} />
        <Route path="marketplace" element={<MarketplacePage />} />
        <Route path="marketplace/:id" element={<MarketplaceItemPage />} />
        <Route path="vehicle-docs-renewal" element={<VehicleDocsRenewalPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<BlogLayout />}>
        <Route path="blog" element={<BlogPage />} />
        <Route path="post/:id" element={<BlogPostPage />} />
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
