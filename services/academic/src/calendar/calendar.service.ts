import { Inject, Injectable } from '@nestjs/common';
import { type AuthenticatedUser, notFound, PLATFORM_CONFIG, type PlatformConfig, todayIn } from '@treina/nest-platform';
import { isStudent } from '../access.js';
import { academicConfig, type AcademicConfig } from '../config/academic.config.js';
import { AcademicDb } from '../database/db.js';
import { feedTokenHash, feedUrl, newFeedToken, renderFeed, tokenOfFeedFile } from './calendar-feed.js';
import * as feeds from './calendar.repository.js';

const MSG_FEED_NOT_FOUND = 'Agenda não encontrada: o endereço foi revogado ou está errado.';
const MSG_NO_FEED = 'Você não tem um endereço de agenda ativo.';
/** The feed covers the last two months and the next year. */
const DAYS_BEFORE = 60;
const DAYS_AFTER = 365;

/** Each user's iCalendar feed: made and revoked by its owner, read by their calendar app with the secret address alone. */
@Injectable()
export class CalendarService {
  constructor(
    private readonly db: AcademicDb,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
    @Inject(academicConfig.KEY) private readonly config: AcademicConfig,
  ) {}

  async status(user: AuthenticatedUser) {
    const criado_em = await feeds.feedOf(this.db.pool, user.id_usuario);
    return { ativo: criado_em !== null, criado_em };
  }

  /** A new secret address; the one before, if any, stops working. Shown once: only its hash is kept. */
  async renew(user: AuthenticatedUser) {
    const token = newFeedToken();
    const studentId = isStudent(user) ? (user.id_aluno ?? null) : null;
    const criado_em = await feeds.saveFeed(this.db.pool, user.id_usuario, studentId, feedTokenHash(token));
    return { ativo: true, criado_em, url: feedUrl(this.config.certificates.publicUrl, token) };
  }

  async revoke(user: AuthenticatedUser) {
    if (!(await feeds.removeFeed(this.db.pool, user.id_usuario))) throw notFound(MSG_NO_FEED);
    return { ativo: false, criado_em: null };
  }

  /** The document behind a secret address; 404 for anything else, revoked or unknown alike. */
  async document(file: string): Promise<string> {
    const token = tokenOfFeedFile(file);
    const owner = token ? await feeds.ownerOfToken(this.db.pool, feedTokenHash(token)) : undefined;
    if (!owner) throw notFound(MSG_FEED_NOT_FOUND);
    const today = todayIn(this.platform.schoolTimeZone);
    const sessions = await feeds.sessionsOf(
      this.db.pool,
      owner,
      shiftDay(today, -DAYS_BEFORE),
      shiftDay(today, DAYS_AFTER),
      this.platform.schoolTimeZone,
    );
    const name = owner.id_aluno === null ? 'Treina: minhas aulas (instrutor)' : 'Treina: minhas aulas';
    return renderFeed(name, new URL(this.config.certificates.publicUrl).host, sessions);
  }
}

/** 'YYYY-MM-DD' moved by whole days. */
function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
