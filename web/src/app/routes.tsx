// Every route of the product. Pages load lazily, each in its own chunk.
import { lazy } from "react";
import type { RouteObject } from "react-router";
import { RequireAuth } from "../auth/RequireAuth";
import { AppLayout } from "../components/layout/AppLayout";

const page = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

const ProfileSectionPage = lazy(() => import("../pages/profile-view/ProfileSectionPage"));

export const routes: RouteObject[] = [
  { path: "/", element: page(() => import("../pages/login/LoginPage")) },
  { path: "/register", element: page(() => import("../pages/register/RegisterPage")) },
  { path: "/otp-verification", element: page(() => import("../pages/otp-verification/OtpVerificationPage")) },
  { path: "/forgot-password", element: page(() => import("../pages/forgot-password/ForgotPasswordPage")) },
  { path: "/reset-password", element: page(() => import("../pages/reset-password/ResetPasswordPage")) },
  { path: "/changepassword", element: page(() => import("../pages/change-password/ChangePasswordPage")) },
  { path: "/create-profile", element: page(() => import("../pages/create-profile/CreateProfilePage")) },
  { path: "/mobile-header", element: page(() => import("../pages/mobile-header/MobileHeaderPage")) },
  { path: "/about", element: page(() => import("../pages/about/AboutPage")) },
  { path: "/help", element: page(() => import("../pages/help/HelpPage")) },
  { path: "/contact", element: page(() => import("../pages/contact/ContactPage")) },
  { path: "/:placeholder", element: page(() => import("../pages/placeholder/PlaceholderPage")) },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: "/home", element: page(() => import("../pages/home/HomePage")) },
          { path: "/profile-view", element: page(() => import("../pages/profile-view/ProfileViewPage")) },
          { path: "/publication", element: <ProfileSectionPage section="publications" /> },
          { path: "/gallery", element: <ProfileSectionPage section="gallery" /> },
          { path: "/video", element: <ProfileSectionPage section="videos" /> },
          { path: "/code", element: <ProfileSectionPage section="code" /> },
          { path: "/portfolio", element: <ProfileSectionPage section="portfolio" /> },
          { path: "/publish/:type", element: page(() => import("../pages/publish/PublishPage")) },
          { path: "/upload-research", element: page(() => import("../pages/upload-research/UploadResearchPage")) },
          { path: "/publish-success", element: page(() => import("../pages/publish-success/PublishSuccessPage")) },
          { path: "/user-profile/:id", element: page(() => import("../pages/user-profile/UserProfilePage")) },
          { path: "/post/:id", element: page(() => import("../pages/post/PostPage")) },
        ],
      },
    ],
  },
  { path: "*", element: page(() => import("../pages/not-found/NotFoundPage")) },
];
