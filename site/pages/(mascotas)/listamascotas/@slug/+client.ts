// A dog's page's only script: the story's player, and the advertising consent when the build has an ID. No React, no router.
import { mountAudioPlayers } from '../../../../audio/player.ts';
import { markPageReady } from '../../../../framework/ready.ts';
import { trackPetPage } from '../../../../tracking/page-events.ts';

mountAudioPlayers();
trackPetPage();
markPageReady();
