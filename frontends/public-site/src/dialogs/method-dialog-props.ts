import type { Game } from '@pickwise/lottery';

/** What the generator screen gives each method dialog. */
export interface MethodDialogProps<Options> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  game: Game;
  pending: boolean;
  /** Runs the generation; the screen closes the dialog once it has an outcome. */
  onGenerate: (options: Options) => void;
}
