// How hard a password is to guess, by zxcvbn-ts with its common-words list and keyboard patterns: loaded on
// demand by PasswordStrength, in a chunk of its own.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** 0 (guessed at once) to 4 (very hard to guess). */
export function strengthScore(password: string): number {
  return estimator.check(password).score;
}
