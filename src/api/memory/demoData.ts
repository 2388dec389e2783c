import type { CertificationDetail, DistributorDeal, Member, PartnerDeal, QuizQuestion, Resource } from '../types.js';

/**
 * Deterministic demo data: the same seed and `now` give the same records, so stories and
 * visual baselines never drift. The memory API serves it, and the reference backend seeds its
 * database with it.
 */
export interface DemoData {
  admin: { id: number; email: string; password: string; firstName: string; lastName: string };
  partners: Member[];
  distributors: Member[];
  partnerDeals: PartnerDeal[];
  distributorDeals: DistributorDeal[];
  /** Resource URLs are https URLs under `assetBaseUrl`; the reference backend rewrites them to its own files. */
  resources: Resource[];
  quiz: { tech: QuizQuestion[]; sales: QuizQuestion[] };
  certifications: CertificationDetail[];
}

export interface DemoDataOptions {
  /** @default 7 */
  seed?: number;
  /** The fixed "today" all dates are computed back from. @default new Date('2026-06-30T12:00:00Z') */
  now?: Date;
  counts?: Partial<{
    partners: number; // default 60
    distributors: number; // default 25
    partnerDeals: number; // default 150
    distributorDeals: number; // default 50
    questionsPerBank: number; // default 20
    certifications: number; // default 30
  }>;
  /** @default 'https://files.example.com' */
  assetBaseUrl?: string;
}
