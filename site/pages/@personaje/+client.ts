// The character pages' only script: the story's player. No React, no router.
import { mountAudioPlayers } from '../../audio/player.ts';
import { markPageReady } from '../../framework/ready.ts';

mountAudioPlayers();
markPageReady();
