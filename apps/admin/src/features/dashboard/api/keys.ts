/** Query keys of the dashboard: all (dashboard/get). Every step that changes a queue invalidates it. */
export const dashboardKeys = { all: ['dashboard'] as const };
