// Every route of the product. Pages and the signed-in shell are lazy routes, each in its own chunk: the router
// fetches the chunks of every matched route at once (shell and page together, no waterfall), and the first
// download of a public page carries neither the shell nor the schema library the shell's API calls use.
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { RequireAuth } from "../auth/RequireAuth";
import { Loading } from "../components/loading/Loading";
import { RouteErrorPage } from "../components/route-error/RouteErrorPage";
import type { ProfileSection } from "../pages/profile-view/ProfileSectionPage";
import { loadChunk } from "./chunk-load-error";

/** A lazy route rendering a module's default export. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await loadChunk(load)).default,
});

/** The standalone page of one own-profile tab. */
const profileSection = (section: ProfileSection) =>
  page(async () => {
    const { default: SectionPage } = await import("../pages/profile-view/ProfileSectionPage");
    return { default: () => <SectionPage section={section} /> };
  });

/**
 * A publication's page and a member's profile are public: their landing pages for readers and crawlers. Search is
 * open too, over public research and people.
 */
const openLayout = async () => ({
  Component: (await loadChunk(() => import("../components/layout/OpenLayout"))).OpenLayout,
});

const appLayout = async () => ({
  Component: (await loadChunk(() => import("../components/layout/AppLayout"))).AppLayout,
});

export const routes: RouteObject[] = [
  {
    // Shown while the first page's chunks load.
    hydrateFallbackElement: <Loading />,
    // Shown instead of any route that fails to render or to load its code.
    errorElement: <RouteErrorPage />,
    children: [
      { path: "/", lazy: page(() => import("../pages/landing/LandingPage")) },
      { path: "/register", lazy: page(() => import("../pages/register/RegisterPage")) },
      { path: "/otp-verification", lazy: page(() => import("../pages/otp-verification/OtpVerificationPage")) },
      { path: "/forgot-password", lazy: page(() => import("../pages/forgot-password/ForgotPasswordPage")) },
      { path: "/reset-password", lazy: page(() => import("../pages/reset-password/ResetPasswordPage")) },
      { path: "/changepassword", lazy: page(() => import("../pages/change-password/ChangePasswordPage")) },
      { path: "/create-profile", lazy: page(() => import("../pages/create-profile/CreateProfilePage")) },
      { path: "/mobile-header", lazy: page(() => import("../pages/mobile-header/MobileHeaderPage")) },
      { path: "/about", lazy: page(() => import("../pages/about/AboutPage")) },
      { path: "/help", lazy: page(() => import("../pages/help/HelpPage")) },
      { path: "/contact", lazy: page(() => import("../pages/contact/ContactPage")) },
      { path: "/:placeholder", lazy: page(() => import("../pages/placeholder/PlaceholderPage")) },
      {
        lazy: openLayout,
        children: [
          { path: "/user-profile/:id", lazy: page(() => import("../pages/user-profile/UserProfilePage")) },
          { path: "/post/:id", lazy: page(() => import("../pages/post/PostPage")) },
          { path: "/search", lazy: page(() => import("../pages/search/SearchPage")) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: appLayout,
            children: [
              { path: "/home", lazy: page(() => import("../pages/home/HomePage")) },
              { path: "/profile-view", lazy: page(() => import("../pages/profile-view/ProfileViewPage")) },
              { path: "/publication", lazy: profileSection("publications") },
              { path: "/gallery", lazy: profileSection("gallery") },
              { path: "/video", lazy: profileSection("videos") },
              { path: "/code", lazy: profileSection("code") },
              { path: "/portfolio", lazy: profileSection("portfolio") },
              { path: "/publish/:type", lazy: page(() => import("../pages/publish/PublishPage")) },
              {
                path: "/edit-publication/:id",
                lazy: page(() => import("../pages/edit-publication/EditPublicationPage")),
              },
              { path: "/upload-research", lazy: page(() => import("../pages/upload-research/UploadResearchPage")) },
              { path: "/publish-success", lazy: page(() => import("../pages/publish-success/PublishSuccessPage")) },
              { path: "/notifications", lazy: page(() => import("../pages/notifications/NotificationsPage")) },
              { path: "/settings", lazy: page(() => import("../pages/settings/SettingsPage")) },
            ],
          },
        ],
      },
      { path: "*", lazy: page(() => import("../pages/not-found/NotFoundPage")) },
    ],
  },
];
