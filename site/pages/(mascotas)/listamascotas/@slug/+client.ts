// A dog's page's only script: the story's player. No React, no router, and never advertising: children listen to these stories.
import { mountAudioPlayers } from '../../../../audio/player.ts';
import { markPageReady } from '../../../../framework/ready.ts';

mountAudioPlayers();
markPageReady();
