/**
 * The countdown's state. docs/product-spec.md §4: 'Drawing now!' shows "when the draw time is at or before now, or
 * within 15 minutes of the draw time". Read here as one window around each draw: from 15 minutes
 * before the draw time (inclusive) until 15 minutes after it (exclusive). During that window the
 * countdown stays on that draw; from 15 minutes after it, it moves to the following draw.
 */
import type { Game } from '../games.js';
import { dateTimeFormat, languageLocale } from '../format/intl-formats.js';
import { nextDrawAt } from './next-draw.js';

export const DRAWING_NOW_WINDOW_MS = 15 * 60 * 1000;

const MINUTE_MS = 60 * 1000;

export interface TimeRemaining {
  days: number;
  hours: number;
  minutes: number;
}

export interface DrawStatus {
  /** The draw the countdown is about: the next one, or the one drawing now. */
  nextDrawAt: Date;
  drawingNow: boolean;
  /** Whole days, hours and minutes of real time until `nextDrawAt` (rounded down; zero once it has passed). */
  remaining: TimeRemaining;
}

export function timeRemaining(from: Date, to: Date): TimeRemaining {
  const totalMinutes = Math.max(0, Math.floor((to.getTime() - from.getTime()) / MINUTE_MS));
  return {
    days: Math.floor(totalMinutes / (24 * 60)),
    hours: Math.floor(totalMinutes / 60) % 24,
    minutes: totalMinutes % 60,
  };
}

export function drawStatus(game: Game, now: Date): DrawStatus {
  // The first draw whose window has not closed: its time is later than now minus the window.
  const drawAt = nextDrawAt(game, new Date(now.getTime() - DRAWING_NOW_WINDOW_MS));
  return {
    nextDrawAt: drawAt,
    drawingNow: now.getTime() >= drawAt.getTime() - DRAWING_NOW_WINDOW_MS,
    remaining: timeRemaining(now, drawAt),
  };
}

/** How a countdown names its draw's time: weekday, date, time and the visitor's time zone ('Sat, Nov 28, 10:59 PM EST'). */
const DRAW_TIME_FORMAT: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

/** A countdown's state with its draw's time as the page language writes it (the game cards' countdown, in the application and in a page served with islands). */
export function drawCountdown(game: Game, now: Date, language: string): DrawStatus & { drawTime: string } {
  const status = drawStatus(game, now);
  return { ...status, drawTime: dateTimeFormat(languageLocale(language), DRAW_TIME_FORMAT).format(status.nextDrawAt) };
}
