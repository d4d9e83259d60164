import type { StaffRole } from '@yatrika/contract/staff';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/users.ts';
import { signInAdmin, type SignedIn } from './app.ts';

/** A route as the app registered it: its method, its URL with `:name` parameters, and what it declares. */
export interface RegisteredRoute {
  method: string;
  url: string;
  permission: unknown;
}

/** Collects every route the app registers (buildApp's onRoute), HEAD routes Fastify adds left out. */
export function routeCollector() {
  const routes: RegisteredRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, permission: route.config?.permission });
    }
  };
  return { routes, onRoute };
}

/** A URL the route answers, its parameters filled with ids and a date nothing has. */
export function placeholderUrl(url: string): string {
  return url.replace(/:date\b/g, '2099-01-01').replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
}

/**
 * One signed-in staff account of each role. The first administrator is the owner; the others are
 * created by it through the spec's register route and given their role directly in the database,
 * before their token is first used (the team's own invitations are tested with the team).
 */
export async function staffOfEachRole(app: FastifyInstance, db: Database): Promise<Record<StaffRole, SignedIn>> {
  const owner = await signInAdmin(app);
  const colleague = async (role: StaffRole) => {
    const account = await signInAdmin(app);
    await db.update(users).set({ staffRole: role }).where(eq(users.id, account.userId));
    return account;
  };
  return {
    owner,
    manager: await colleague('manager'),
    front_desk: await colleague('front_desk'),
    guide: await colleague('guide'),
    accountant: await colleague('accountant'),
  };
}
