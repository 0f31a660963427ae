import { playBotGame } from './game-runner';
import { answerParent, type ShardTask } from './parallel-games';

/** One worker of parallel-games.ts: plays its share of the games and replies. */
answerParent((task: ShardTask) => {
  const outcomes: { g: number; outcome: ReturnType<typeof playBotGame> }[] = [];
  for (let g = task.shard; g < task.games; g += task.jobs)
    outcomes.push({ g, outcome: playBotGame(task.mode, task.botNames, task.seed, g) });
  return outcomes;
});
