import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { findGame, type Game } from '@pickwise/lottery';
import { publicGamePath } from '@pickwise/site/pages';
import { GameNotFound } from './GameNotFound.js';

/**
 * A game's screen for the URL's `:id`. A page named by the game's admin id (/games/texas-lotto/generate)
 * is replaced by the public id's URL, as the gateway answers it with a 301, so no page has two URLs;
 * an unknown id gets 'Game Not Found'.
 */
export function GameRoute({ children }: { children: (game: Game) => ReactNode }) {
  const { id = '' } = useParams();
  const { pathname, search, hash } = useLocation();
  const publicPath = publicGamePath(pathname);
  if (publicPath) return <Navigate replace to={{ pathname: publicPath, search, hash }} />;
  const game = findGame(id);
  return game ? children(game) : <GameNotFound id={id} />;
}
