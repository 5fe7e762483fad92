import type { AdminService, AdminServiceBody } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { isHiddenServiceName } from '@limpa/domain';
import { AppError, notFound, pgCode } from '../../lib/app-error';
import {
  insertServiceAudit,
  listAllServices,
  listServicePriceCells,
  lockService,
  renameOfferedService,
  updateServiceTexts,
  upsertServicePriceCell,
} from './admin-services.repository';

/** GET /api/v1/admin/services: every service, hidden ones too, with all its price cells (decision 062). */
export async function listAdminServices(db: Database): Promise<AdminService[]> {
  const [rows, cells] = await Promise.all([listAllServices(db), listServicePriceCells(db)]);
  return rows.map((row) => ({
    ...row,
    hidden: isHiddenServiceName(row.name),
    prices: cells.filter((c) => c.serviceId === row.id).map(({ serviceId: _, ...cell }) => cell),
  }));
}

/**
 * PATCH /api/v1/admin/services/:id: the English name and description and any price cells, in one transaction
 * on the locked service row; every value that changes is one audit row (who, which field, before, after).
 * A name starting with "DISABLED" hides the service; a name another service has is a 409.
 */
export async function updateAdminService(
  db: Database,
  adminUserId: string,
  id: string,
  body: AdminServiceBody,
): Promise<AdminService> {
  try {
    await db.transaction(async (tx) => {
      const service = await lockService(tx, id);
      if (!service) throw notFound('Service not found.');
      const audit: { actorId: string; field: string; oldValue: string | null; newValue: string | null }[] =
        [];
      const texts: { name?: string; description?: string } = {};
      for (const field of ['name', 'description'] as const) {
        const value = body[field];
        if (value === undefined || value === service[field]) continue;
        texts[field] = value;
        audit.push({ actorId: adminUserId, field, oldValue: service[field], newValue: value });
      }
      if (Object.keys(texts).length > 0) await updateServiceTexts(tx, id, texts);
      if (texts.name !== undefined) await renameOfferedService(tx, service.name, texts.name);
      for (const cell of body.prices ?? []) {
        const before = await upsertServicePriceCell(tx, { serviceId: id, ...cell });
        const show = (c: { priceCents: number; durationHours: number }) =>
          `${c.priceCents} / ${c.durationHours} h`;
        if (before && show(before) === show(cell)) continue;
        audit.push({
          actorId: adminUserId,
          field: `price ${service.name} ${cell.homeType} ${cell.currency}`,
          oldValue: before ? show(before) : null,
          newValue: show(cell),
        });
      }
      await insertServiceAudit(tx, audit);
    });
  } catch (err) {
    if (pgCode(err) === '23505') {
      throw new AppError(409, 'conflict', 'Conflict', 'Another service already has this name.');
    }
    throw err;
  }
  const all = await listAdminServices(db);
  return all.find((s) => s.id === id)!;
}
