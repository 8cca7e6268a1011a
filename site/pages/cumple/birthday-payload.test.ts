import { describe, expect, it } from 'vitest';
import { birthdayPayload, contactProblem, greetingName } from './birthday-payload.ts';

const consent = { version: '2026-12-01', fecha: '2026-12-01T12:00:00.000Z' };

describe('birthdayPayload', () => {
  it('has exactly the six keys of the birthday webhook, in order, and the consent', () => {
    const data = new FormData();
    data.set('nombreTutor', 'Carla Pérez');
    data.set('telefono', '+56 9 1234 5678');
    data.set('emailTutor', 'carla@ejemplo.cl');
    data.set('direccion', 'Av. Siempre Viva 123');
    data.set('nombreNinio', 'Tomás');
    data.set('diaCumpleanios', '2017-05-04');
    data.set('otro', 'no va');
    data.set('consentimiento', 'on');
    const payload = birthdayPayload(data, consent);
    expect(Object.keys(payload)).toEqual(['nombreTutor', 'telefono', 'emailTutor', 'direccion', 'nombreNinio', 'diaCumpleanios', 'consentimiento']);
    expect(payload).toEqual({
      nombreTutor: 'Carla Pérez',
      telefono: '+56 9 1234 5678',
      emailTutor: 'carla@ejemplo.cl',
      direccion: 'Av. Siempre Viva 123',
      nombreNinio: 'Tomás',
      diaCumpleanios: '2017-05-04',
      consentimiento: consent,
    });
  });

  it('sends empty strings for fields left blank (the form asks for a phone or an e-mail before sending: contactProblem)', () => {
    expect(birthdayPayload(new FormData(), consent)).toEqual({
      nombreTutor: '',
      telefono: '',
      emailTutor: '',
      direccion: '',
      nombreNinio: '',
      diaCumpleanios: '',
      consentimiento: consent,
    });
  });
});

describe('contactProblem', () => {
  it('asks for a phone or an e-mail of the adult responsible, in Spanish, when both are blank', () => {
    expect(contactProblem({ telefono: ' ', emailTutor: '' })).toMatch(/^Escribe al menos un teléfono o un correo del adulto responsable/);
    expect(contactProblem({ telefono: '+56 9 1234 5678', emailTutor: '' })).toBeNull();
    expect(contactProblem({ telefono: '', emailTutor: 'carla@ejemplo.cl' })).toBeNull();
  });
});

describe('greetingName', () => {
  it('prefers the name being typed, then the one sent', () => {
    expect(greetingName('Ana', 'Tomás')).toBe('Ana');
    expect(greetingName('  ', 'Tomás')).toBe('Tomás');
    expect(greetingName('', null)).toBeNull();
    expect(greetingName(' ', '  ')).toBeNull();
  });
});
