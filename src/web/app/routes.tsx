import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { FullScreenLoader } from '@web/components/ui/spinner';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './layouts/route-error-page';

/**
 * Every page is its own chunk (route `lazy`), so a visitor downloads only the screens they open. The layouts
 * are chunks too (issue 17): the landing page does not carry the signed-in shell, its menus and the auth
 * client. React Router loads a matched layout and its page in parallel.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    // Shown only on the very first load while the first page chunk arrives.
    HydrateFallback: () => <FullScreenLoader />,
    children: [
      {
        lazy: page(
          () => import('./layouts/public-layout'),
          (m) => m.PublicLayout,
        ),
        children: [
          {
            index: true,
            lazy: page(
              () => import('@web/features/public/pages/home-page'),
              (m) => m.HomePage,
            ),
          },
          {
            path: 'about',
            lazy: page(
              () => import('@web/features/public/pages/about-page'),
              (m) => m.AboutPage,
            ),
          },
          {
            path: 'rules',
            lazy: page(
              () => import('@web/features/public/pages/rules-page'),
              (m) => m.RulesPage,
            ),
          },
          {
            path: 'contact',
            lazy: page(
              () => import('@web/features/public/pages/contact-page'),
              (m) => m.ContactPage,
            ),
          },
          {
            path: 'privacy',
            lazy: page(
              () => import('@web/features/public/pages/privacy-page'),
              (m) => m.PrivacyPage,
            ),
          },
          {
            path: 'developers',
            lazy: page(
              () => import('@web/features/public/pages/developers-page'),
              (m) => m.DevelopersPage,
            ),
          },
          {
            path: 'terms',
            lazy: page(
              () => import('@web/features/public/pages/terms-page'),
              (m) => m.TermsPage,
            ),
          },
        ],
      },
      {
        lazy: page(
          () => import('./layouts/auth-layout'),
          (m) => m.AuthLayout,
        ),
        children: [
          {
            path: 'login',
            lazy: page(
              () => import('@web/features/auth/pages/login-page'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: 'register',
            lazy: page(
              () => import('@web/features/auth/pages/register-page'),
              (m) => m.RegisterPage,
            ),
          },
          {
            path: 'forgot-password',
            lazy: page(
              () => import('@web/features/auth/pages/forgot-password-page'),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: 'reset-password',
            lazy: page(
              () => import('@web/features/auth/pages/reset-password-page'),
              (m) => m.ResetPasswordPage,
            ),
          },
        ],
      },
      {
        lazy: page(
          () => import('./layouts/app-shell'),
          (m) => m.AppShell,
        ),
        children: [
          {
            path: 'dashboard',
            lazy: page(
              () => import('@web/features/dashboard/pages/dashboard-page'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: 'events',
            lazy: page(
              () => import('@web/features/events/pages/events-page'),
              (m) => m.EventsPage,
            ),
          },
          {
            path: 'events/:id',
            lazy: page(
              () => import('@web/features/events/pages/event-detail-page'),
              (m) => m.EventDetailPage,
            ),
          },
          {
            path: 'corrections',
            lazy: page(
              () => import('@web/features/corrections/pages/corrections-page'),
              (m) => m.CorrectionsPage,
            ),
          },
          {
            path: 'leagues',
            lazy: page(
              () => import('@web/features/leagues/pages/leagues-page'),
              (m) => m.LeaguesPage,
            ),
          },
          {
            path: 'leagues/join/:code',
            lazy: page(
              () => import('@web/features/leagues/pages/join-league-page'),
              (m) => m.JoinLeaguePage,
            ),
          },
          {
            path: 'leagues/:id',
            lazy: page(
              () => import('@web/features/leagues/pages/league-detail-page'),
              (m) => m.LeagueDetailPage,
            ),
          },
          {
            path: 'leagues/:id/members/:userId',
            lazy: page(
              () => import('@web/features/leagues/pages/rival-page'),
              (m) => m.RivalPage,
            ),
          },
          {
            path: 'explain/:eventId',
            lazy: page(
              () => import('@web/features/explain/pages/explain-page'),
              (m) => m.ExplainPage,
            ),
          },
          {
            path: 'leaderboard',
            lazy: page(
              () => import('@web/features/leaderboard/pages/leaderboard-page'),
              (m) => m.LeaderboardPage,
            ),
          },
          {
            path: 'leagues/:id/settings',
            lazy: page(
              () => import('@web/features/leagues/pages/league-settings-page'),
              (m) => m.LeagueSettingsPage,
            ),
          },
          {
            path: 'constructors',
            lazy: page(
              () => import('@web/features/constructors/pages/constructors-page'),
              (m) => m.ConstructorsPage,
            ),
          },
          {
            path: 'constructors/:id',
            lazy: page(
              () => import('@web/features/constructors/pages/constructor-detail-page'),
              (m) => m.ConstructorDetailPage,
            ),
          },
          {
            path: 'drivers',
            lazy: page(
              () => import('@web/features/drivers/pages/drivers-page'),
              (m) => m.DriversPage,
            ),
          },
          {
            path: 'drivers/:id',
            lazy: page(
              () => import('@web/features/drivers/pages/driver-detail-page'),
              (m) => m.DriverDetailPage,
            ),
          },
          {
            path: 'team',
            lazy: page(
              () => import('@web/features/team/pages/team-page'),
              (m) => m.TeamPage,
            ),
          },
          {
            path: 'market',
            lazy: page(
              () => import('@web/features/market/pages/market-page'),
              (m) => m.MarketPage,
            ),
          },
          {
            path: 'predictions',
            lazy: page(
              () => import('@web/features/predictions/pages/predictions-page'),
              (m) => m.PredictionsPage,
            ),
          },
          {
            path: 'stats',
            lazy: page(
              () => import('@web/features/stats/pages/stats-page'),
              (m) => m.StatsPage,
            ),
          },
          {
            path: 'settings',
            lazy: page(
              () => import('@web/features/settings/pages/settings-page'),
              (m) => m.SettingsPage,
            ),
          },
          {
            path: 'help',
            lazy: page(
              () => import('@web/features/help/pages/help-page'),
              (m) => m.HelpPage,
            ),
          },
          {
            path: 'profile',
            lazy: page(
              () => import('@web/features/profile/pages/profile-page'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: 'profile/:userId',
            lazy: page(
              () => import('@web/features/profile/pages/profile-page'),
              (m) => m.ProfilePage,
            ),
          },
        ],
      },
      {
        path: 'admin',
        lazy: page(
          () => import('./layouts/admin-gate'),
          (m) => m.AdminGate,
        ),
        children: [
          {
            lazy: page(
              () => import('./layouts/app-shell'),
              (m) => m.AppShell,
            ),
            children: [
              {
                lazy: page(
                  () => import('@web/features/admin/pages/admin-layout'),
                  (m) => m.AdminLayout,
                ),
                children: [
                  {
                    index: true,
                    lazy: page(
                      () => import('@web/features/admin/pages/admin-home'),
                      (m) => m.AdminHome,
                    ),
                  },
                  {
                    path: 'events',
                    lazy: page(
                      () => import('@web/features/admin/pages/events-list-page'),
                      (m) => m.AdminEventsPage,
                    ),
                  },
                  {
                    path: 'events/new',
                    lazy: page(
                      () => import('@web/features/admin/pages/event-edit-page'),
                      (m) => m.AdminEventEditPage,
                    ),
                  },
                  {
                    path: 'events/:id',
                    lazy: page(
                      () => import('@web/features/admin/pages/event-edit-page'),
                      (m) => m.AdminEventEditPage,
                    ),
                  },
                  {
                    path: 'live',
                    lazy: page(
                      () => import('@web/features/admin/pages/live-page'),
                      (m) => m.AdminLivePage,
                    ),
                  },
                  {
                    path: 'results',
                    lazy: page(
                      () => import('@web/features/admin/pages/results-page'),
                      (m) => m.AdminResultsPage,
                    ),
                  },
                  {
                    path: 'import',
                    lazy: page(
                      () => import('@web/features/admin/pages/import-page'),
                      (m) => m.AdminImportPage,
                    ),
                  },
                  {
                    path: 'users',
                    lazy: page(
                      () => import('@web/features/admin/pages/users-page'),
                      (m) => m.AdminUsersPage,
                    ),
                  },
                  {
                    path: 'inbox',
                    lazy: page(
                      () => import('@web/features/admin/pages/inbox-page'),
                      (m) => m.AdminInboxPage,
                    ),
                  },
                  {
                    path: 'settings',
                    lazy: page(
                      () => import('@web/features/admin/pages/settings-page'),
                      (m) => m.AdminSettingsPage,
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: page(
          () => import('@web/features/errors/pages/not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];
