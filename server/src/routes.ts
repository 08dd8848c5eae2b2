// Every domain's routes, registered in this order.
import type { DomainRoutes } from "./app-context.js";

export const domainRoutes: DomainRoutes[] = [];
