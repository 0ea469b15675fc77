/**
 * The blog's sample posts, one file per post under seed/. Seven posts over the six categories, one of
 * them a draft, written between roughly three months and a few days before the service started.
 */
import type { BlogPost } from '@madar/shared';
import { arabicFirstSoftware } from './seed/arabic-first-business-software.seed';
import { cloudAdoptionRoadmap } from './seed/cloud-adoption-roadmap-libya.seed';
import { connectingRemoteOilFields } from './seed/connecting-remote-oil-fields.seed';
import { enterpriseNetworks5g } from './seed/enterprise-networks-5g-readiness.seed';
import { futureItInfrastructure } from './seed/future-it-infrastructure-libya.seed';
import type { PostSeed } from './seed/post-seed';
import { proactiveSupport } from './seed/proactive-it-support.seed';
import { ransomwareDefence } from './seed/ransomware-defence-libyan-businesses.seed';

const DAY_MS = 24 * 60 * 60 * 1000;

export const POST_SEEDS: readonly PostSeed[] = [
  futureItInfrastructure,
  ransomwareDefence,
  cloudAdoptionRoadmap,
  connectingRemoteOilFields,
  arabicFirstSoftware,
  proactiveSupport,
  enterpriseNetworks5g,
];

function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

/** The seeded posts with their times placed relative to `now`. */
export function buildBlogSeed(now: Date, seeds: readonly PostSeed[] = POST_SEEDS): BlogPost[] {
  return seeds.map(({ createdDaysAgo, publishedDaysAgo, updatedDaysAgo, ...post }) => {
    const createdAt = daysBefore(now, createdDaysAgo);
    const publishedAt = publishedDaysAgo === null ? null : daysBefore(now, publishedDaysAgo);
    const updatedAt = daysBefore(now, updatedDaysAgo ?? publishedDaysAgo ?? createdDaysAgo);
    return {
      ...structuredClone(post),
      published: publishedAt !== null,
      publishedAt,
      createdAt,
      updatedAt,
      date: publishedAt ?? createdAt,
    };
  });
}
