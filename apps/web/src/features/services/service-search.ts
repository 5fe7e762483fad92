import type { Service } from '@limpa/contracts';

/** Lower case without accents, so "limpeza" finds "Limpeza" and "menage" finds "Ménage". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/**
 * The services a search names: every word of the query in the service's name or description (as shown, in
 * the person's language) or its catalogue key. An empty query keeps them all.
 */
export function servicesMatching(services: readonly Service[], query: string): Service[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...services];
  return services.filter((service) => {
    const text = fold(`${service.name} ${service.description} ${service.key}`);
    return words.every((word) => text.includes(word));
  });
}
