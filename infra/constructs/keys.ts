/**
 * KMS keys: an RSA key that signs session tokens (the private half never leaves KMS) and a
 * symmetric key that wraps the data keys of encrypted secrets (carrier portal passwords).
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { Key, KeySpec, KeyUsage } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';

export class Keys extends Construct {
  readonly tokenSigning: Key;
  readonly secrets: Key;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.tokenSigning = new Key(this, 'TokenSigning', {
      description: 'Signs Parcel Audit session tokens (RS256)',
      keySpec: KeySpec.RSA_2048,
      keyUsage: KeyUsage.SIGN_VERIFY,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.secrets = new Key(this, 'Secrets', {
      description: 'Wraps the data keys of Parcel Audit encrypted secrets',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
